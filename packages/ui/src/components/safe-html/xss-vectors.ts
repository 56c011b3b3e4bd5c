/**
 * XSS attack vectors for the SafeHtml test: payloads in the style of DOMPurify's published test
 * vectors and the OWASP XSS Filter Evasion Cheat Sheet, plus systematic combinations (every common
 * element x event handler, every URL sink x scheme obfuscation). Every payload that would run calls
 * the canary `__xss()`, which the test watches.
 */

const JS = '__xss(1)';

/** Hand-written payloads: classic, namespace confusion, mXSS, clobbering, srcdoc, meta, base, style. */
const CLASSIC: string[] = [
  `<script>${JS}</script>`,
  `<SCRIPT SRC=//xss.invalid/xss.js></SCRIPT>`,
  `<script/xss src="data:text/javascript,${JS}"></script>`,
  `<<SCRIPT>${JS};//<</SCRIPT>`,
  `<script>/*</script><img src=x onerror=${JS}>*/</script>`,
  `<img src=x onerror=${JS}>`,
  `<IMG SRC=javascript:${JS}>`,
  `<IMG SRC=JaVaScRiPt:${JS}>`,
  `<IMG SRC=\`javascript:${JS}\`>`,
  `<IMG """><SCRIPT>${JS}</SCRIPT>">`,
  `<IMG SRC=# onmouseover="${JS}">`,
  `<IMG SRC= onmouseover="${JS}">`,
  `<IMG onmouseover="${JS}">`,
  `<IMG SRC=/ onerror="${JS}"></img>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<IMG SRC="jav&#x09;ascript:${JS};">`,
  `<IMG SRC="jav&#x0A;ascript:${JS};">`,
  `<IMG SRC="jav&#x0D;ascript:${JS};">`,
  `<IMG SRC=" &#14;  javascript:${JS};">`,
  `<IMG DYNSRC="javascript:${JS}">`,
  `<IMG LOWSRC="javascript:${JS}">`,
  `<BODY ONLOAD=${JS}>`,
  `<BODY BACKGROUND="javascript:${JS}">`,
  `<svg/onload=${JS}>`,
  `<svg><script>${JS}</script></svg>`,
  `<svg><a xlink:href="javascript:${JS}"><text x="20" y="20">XSS</text></a></svg>`,
  `<svg><animate onbegin=${JS} attributeName=x dur=1s>`,
  `<svg><set attributeName="onload" to="${JS}"/></svg>`,
  `<svg><foreignObject><img src=x onerror=${JS}></foreignObject></svg>`,
  `<svg><style><img src=x onerror=${JS}></style></svg>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${JS}>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${JS}></style></mglyph></table></mtext></math>`,
  `<math><mi xlink:href="javascript:${JS}">click</mi></math>`,
  `<math href="javascript:${JS}">CLICKME</math>`,
  `<math><maction actiontype="statusline#" xlink:href="javascript:${JS}">CLICKME</maction></math>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${JS}>`,
  `<noscript><p title="</noscript><img src=x onerror=${JS}>">`,
  `<listing>&lt;img src=x onerror=${JS}&gt;</listing>`,
  `<xmp><img src=x onerror=${JS}></xmp>`,
  `<noembed><img title="</noembed><img src onerror=${JS}>"></noembed>`,
  `<noframes><img title="</noframes><img src onerror=${JS}>"></noframes>`,
  `<iframe src="javascript:${JS}"></iframe>`,
  `<iframe srcdoc="<script>parent.${JS}</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=parent.${JS}&gt;"></iframe>`,
  `<iframe src="data:text/html,<script>parent.${JS}</script>"></iframe>`,
  `<object data="javascript:${JS}"></object>`,
  `<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>`,
  `<embed src="javascript:${JS}">`,
  `<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<form action="javascript:${JS}"><input type=submit></form>`,
  `<form><button formaction="javascript:${JS}">X</button></form>`,
  `<input type="image" formaction="javascript:${JS}" src=x>`,
  `<isindex type=image src=1 onerror=${JS}>`,
  `<input autofocus onfocus=${JS}>`,
  `<select autofocus onfocus=${JS}>`,
  `<textarea autofocus onfocus=${JS}>`,
  `<keygen autofocus onfocus=${JS}>`,
  `<details open ontoggle=${JS}>`,
  `<video><source onerror="${JS}">`,
  `<audio src=x onerror=${JS}>`,
  `<video poster=javascript:${JS}//></video>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${JS};">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:${JS};">`,
  `<BASE HREF="javascript:${JS};//">`,
  `<base href="//xss.invalid/"><script src="/x.js"></script>`,
  `<LINK REL="stylesheet" HREF="javascript:${JS};">`,
  `<STYLE>@import'javascript:${JS}';</STYLE>`,
  `<STYLE>li {list-style-image: url("javascript:${JS}");}</STYLE><UL><LI>XSS</br>`,
  `<DIV STYLE="background-image: url(javascript:${JS})">`,
  `<DIV STYLE="width: expression(${JS});">`,
  `<IMG STYLE="xss:expr/*XSS*/ession(${JS})">`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<STYLE>.XSS{background-image:url("javascript:${JS}");}</STYLE><A CLASS=XSS></A>`,
  `<STYLE type="text/css">BODY{background:url("javascript:${JS}")}</STYLE>`,
  `<TABLE BACKGROUND="javascript:${JS}">`,
  `<TABLE><TD BACKGROUND="javascript:${JS}">`,
  `<FRAMESET><FRAME SRC="javascript:${JS};"></FRAMESET>`,
  `<a href="javascript:${JS}">x</a>`,
  `<a href="  javascript:${JS}">x</a>`,
  `<a href="java\0script:${JS}">x</a>`,
  `<a href="jav&#x61;script:${JS}">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${JS}">x</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${JS}">x</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${JS}">x</a>`,
  `<a href="javascript&colon;${JS}">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="data:text/html,<script>${JS}</script>">x</a>`,
  `<a href=javascript:${JS} target=_blank>x</a>`,
  `<a id=x tabindex=1 onfocus=${JS}></a>`,
  `<a onmouseover="${JS}">xxs link</a>`,
  `<area href="javascript:${JS}">`,
  `<form id="test"></form><button form="test" formaction="javascript:${JS}">X</button>`,
  `<img name="getElementById"><img name="cookie">`,
  `<form name="document"><input name="cookie"></form>`,
  `<img id="__xss" src=x>`,
  `<a id="defaultView"></a><a id="defaultView" name="location" href="javascript:${JS}"></a>`,
  `<img src=x name=attributes>`,
  `<form name=removeChild></form>`,
  `<div id="x"><img name="parentNode"></div>`,
  `<template><img src=x onerror=${JS}></template>`,
  `<template><script>${JS}</script></template>`,
  `<div><template shadowrootmode="open"><img src=x onerror=${JS}></template></div>`,
  `<object><param name="src" value="javascript:${JS}"></object>`,
  `<applet code="javascript:${JS}"></applet>`,
  `<marquee onstart=${JS}>`,
  `<x contenteditable onblur=${JS}>lose focus!</x>`,
  `<a href="#" onclick="${JS}">x</a>`,
  `<p style="animation-name:rotation" onanimationstart=${JS}>`,
  `<div onpointerover=${JS}>MOVE HERE</div>`,
  `<img src="x` + '`' + `<script>${JS}</script>"` + '`' + `>`,
  `<img src="x" alt="\`\`onerror=${JS}">`,
  `<a title="&quot; onmouseover=${JS} &quot;">x</a>`,
  `<div title="--><img src=x onerror=${JS}>"></div>`,
  `<!--<img src="--><img src=x onerror=${JS}//">`,
  `<![CDATA[<img src=x onerror=${JS}>]]>`,
  `<?xml version="1.0"?><img src=x onerror=${JS}>`,
  `<comment><img src="</comment><img src=x onerror=${JS}//">`,
  `<style><style/><img src=x onerror=${JS}>`,
  `<textarea></textarea><img src=x onerror=${JS}>`,
  `<title><img src=x onerror=${JS}></title>`,
  `<option><style></option></select><img src=x onerror=${JS}></style>`,
  `<table><caption><svg><style><img src=x onerror=${JS}>`,
  `<svg><desc><table><tr><td><style><img src=x onerror=${JS}>`,
  `<svg><p><style><img src=x onerror=${JS}>`,
  `<math><style><img src=x onerror=${JS}></style></math>`,
  `<svg><image href="javascript:${JS}"/></svg>`,
  `<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknLz48L3N2Zz4=#x"/></svg>`,
  `<img src="data:image/svg+xml,<svg onload=${JS}>">`,
  `<img src="data:text/html,<script>${JS}</script>">`,
  `<img srcset="javascript:${JS} 1x">`,
  `<picture><source srcset="javascript:${JS}"><img></picture>`,
  `<blockquote cite="javascript:${JS}">q</blockquote>`,
  `<q cite="javascript:${JS}">q</q>`,
  `<a href="http://example.com" ping="javascript:${JS}">x</a>`,
  `<span data-bind="html: ${JS}">x</span>`,
  `{{constructor.constructor('${JS}')()}}`,
  `<div data-x="<img src=x onerror=${JS}>"></div>`,
  `"><img src=x onerror=${JS}>`,
  `'><script>${JS}</script>`,
  `</title><script>${JS}</script>`,
  `</textarea><script>${JS}</script>`,
  `<scr<script>ipt>${JS}</scr</script>ipt>`,
  `<scri\0pt>${JS}</scri\0pt>`,
  `<img src=1 href=1 onerror="javascript:${JS}"></img>`,
  `<image src=1 onerror=${JS}>`,
  `<embed code="javascript:${JS}"></embed>`,
  `<svg><a><animate attributeName=href values=javascript:${JS} /><text x=20 y=20>Click</text></a></svg>`,
  `<svg><discard onbegin=${JS}>`,
  `<img src=x:x onerror=${JS}//`,
  `<a href="\x01javascript:${JS}">x</a>`,
  `<a href="\x0Bjavascript:${JS}">x</a>`,
  `<a href="javascript\u2028:${JS}">x</a>`,
  `<a href="JAVASCRIPT:${JS}">x</a>`,
  `<a href="jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${JS} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${JS}//>\\x3e">x</a>`,
];

/** Elements commonly given an event handler. */
const ELEMENTS = [
  'a', 'abbr', 'b', 'blockquote', 'body', 'br', 'button', 'code', 'details', 'div', 'em', 'figure', 'form', 'h1',
  'hr', 'i', 'iframe', 'img', 'input', 'li', 'mark', 'marquee', 'ol', 'p', 'pre', 'select', 'span', 'strong',
  'svg', 'table', 'td', 'textarea', 'ul', 'video',
];

/** Event handler attributes, with case obfuscation on some. */
const EVENTS = ['onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'ONERROR', 'OnLoAd', 'onanimationstart', 'ontoggle', 'onpointerenter'];

/** Scheme obfuscations of `javascript:`, `vbscript:` and `data:text/html`. */
const SCHEMES = [
  `javascript:${JS}`,
  `JaVaScRiPt:${JS}`,
  ` javascript:${JS}`,
  `\tjavascript:${JS}`,
  `java\tscript:${JS}`,
  `java\nscript:${JS}`,
  `java&#09;script:${JS}`,
  `java&#x0A;script:${JS}`,
  `&#106;avascript:${JS}`,
  `&#x6A;avascript:${JS}`,
  `javascript&#58;${JS}`,
  `javascript&colon;${JS}`,
  `&#0000106;avascript:${JS}`,
  `vbscript:msgbox(1)`,
  `VBScript:msgbox(1)`,
  `data:text/html,<script>${JS}</script>`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  `DATA:text/html,<script>${JS}</script>`,
  `data:image/svg+xml,<svg onload=${JS}>`,
  `data:application/javascript,${JS}`,
];

/** Elements and the attribute through which each loads or follows a URL. */
const SINKS: Array<[tag: string, attribute: string, body?: string]> = [
  ['a', 'href', 'link'],
  ['img', 'src'],
  ['iframe', 'src', ''],
  ['form', 'action', '<input type=submit>'],
  ['button', 'formaction', 'go'],
  ['object', 'data', ''],
  ['embed', 'src'],
  ['area', 'href'],
  ['blockquote', 'cite', 'quote'],
  ['video', 'poster', ''],
  ['link', 'href'],
  ['base', 'href'],
];

function element(tag: string, attributes: string, body: string | undefined): string {
  return body === undefined ? `<${tag} ${attributes}>` : `<${tag} ${attributes}>${body}</${tag}>`;
}

/** Every payload, de-duplicated. */
export function xssVectors(): string[] {
  const out = new Set<string>(CLASSIC);
  for (const tag of ELEMENTS) {
    for (const event of EVENTS) {
      out.add(element(tag, `${event}="${JS}" src=x`, 'x'));
    }
  }
  for (const [tag, attribute, body] of SINKS) {
    for (const scheme of SCHEMES) {
      out.add(element(tag, `${attribute}="${scheme}"`, body));
    }
  }
  // Quoting variants of the most common vectors.
  for (const scheme of SCHEMES.slice(0, 8)) {
    out.add(`<a href='${scheme}'>x</a>`);
    out.add(`<a href=${scheme.replaceAll(' ', '')}>x</a>`);
  }
  return [...out];
}
