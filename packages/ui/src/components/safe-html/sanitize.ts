import DOMPurify, { type Config } from 'dompurify';
import { isSafeImageSource, isSafeLink } from './safe-url';

/** Which markup a piece of HTML may contain: 'inline' for titles and labels, 'rich' for mail, notes and guides. */
export type SafeHtmlProfile = 'inline' | 'rich';

const INLINE_TAGS = ['a', 'b', 'br', 'code', 'em', 'i', 'mark', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u'];
const RICH_TAGS = [
  ...INLINE_TAGS,
  'abbr', 'article', 'blockquote', 'caption', 'cite', 'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div',
  'dl', 'dt', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'img', 'ins', 'kbd', 'li', 'ol',
  'p', 'pre', 'q', 'samp', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr',
  'ul', 'var', 'wbr',
];
const INLINE_ATTRS = ['href', 'title', 'target', 'rel', 'lang', 'dir'];
const RICH_ATTRS = [
  ...INLINE_ATTRS,
  'alt', 'cite', 'colspan', 'datetime', 'height', 'id', 'open', 'reversed', 'rowspan', 'scope', 'span', 'src',
  'start', 'type', 'width',
];

const BASE: Config = {
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'xlink:href', 'background', 'poster', 'ping'],
  FORBID_TAGS: ['style', 'script', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'svg', 'math', 'base', 'meta', 'link', 'template', 'noscript'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

const CONFIGS: Record<SafeHtmlProfile, Config> = {
  inline: { ...BASE, ALLOWED_TAGS: INLINE_TAGS, ALLOWED_ATTR: INLINE_ATTRS },
  rich: { ...BASE, ALLOWED_TAGS: RICH_TAGS, ALLOWED_ATTR: RICH_ATTRS },
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance for the whole app, with our link and image rules as hooks. */
function getPurifier(): ReturnType<typeof DOMPurify> | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    for (const attribute of Array.from(node.attributes)) {
      if (/^on/i.test(attribute.name)) node.removeAttribute(attribute.name);
    }
    const href = node.getAttribute('href');
    if (href !== null && !isSafeLink(href)) node.removeAttribute('href');
    const src = node.getAttribute('src');
    if (src !== null && (node.tagName !== 'IMG' || !isSafeImageSource(src))) node.removeAttribute('src');
    // An image without a text alternative is treated as decorative, so documents from data stay axe-clean.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    const citeUrl = node.getAttribute('cite');
    if (citeUrl !== null && !isSafeLink(citeUrl)) node.removeAttribute('cite');
    const target = node.getAttribute('target');
    if (target !== null) {
      if (node.tagName !== 'A' || !/^_(?:blank|self)$/i.test(target)) node.removeAttribute('target');
      else if (target.toLowerCase() === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitises HTML for the given profile. Returns '' when no DOM is available (server rendering), so
 * unsanitised markup never reaches the page.
 */
export function sanitizeHtml(html: string | null | undefined, profile: SafeHtmlProfile = 'inline'): string {
  if (!html) return '';
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, { ...CONFIGS[profile], RETURN_TRUSTED_TYPE: false }) as string;
}
