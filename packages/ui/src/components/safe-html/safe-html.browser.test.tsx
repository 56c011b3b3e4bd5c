import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';
import { sanitizeHtml, type SafeHtmlProfile } from './sanitize';
import { xssVectors } from './xss-vectors';

/** The canary every payload calls if it ever runs. */
type CanaryWindow = Window & { __xss?: (value?: unknown) => void };
const canary = window as CanaryWindow;
let fired: unknown[] = [];

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'cite', 'srcset', 'ping'];
const DANGEROUS_URL = /^(?:javascript|vbscript|data):/i;
const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

/**
 * Waits until every image on the page has loaded or failed (`complete`; a broken image fires onerror
 * asynchronously), then for the task after the next frame, so the load and error events queued for
 * them have been dispatched: after it, a payload that could run has run, however slow the machine.
 */
async function settle(): Promise<void> {
  await expect.poll(() => [...document.images].filter((image) => !image.complete).length, { message: 'images still loading' }).toBe(0);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function offences(container: Element): string[] {
  const found: string[] = [];
  for (const node of Array.from(container.querySelectorAll('*'))) {
    for (const attribute of Array.from(node.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${node.tagName} ${name}`);
      if (name === 'style') found.push(`${node.tagName} style`);
      if (URL_ATTRIBUTES.includes(name)) {
        // eslint-disable-next-line no-control-regex -- read the URL as the browser does
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '');
        const allowedImage = node.tagName === 'IMG' && name === 'src' && RASTER_DATA_IMAGE.test(value);
        if (DANGEROUS_URL.test(value) && !allowedImage) found.push(`${node.tagName} ${name}=${attribute.value}`);
      }
    }
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'BASE', 'META', 'LINK', 'STYLE', 'SVG', 'MATH'].includes(node.tagName.toUpperCase())) {
      found.push(`<${node.tagName.toLowerCase()}>`);
    }
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      const rel = node.getAttribute('rel') ?? '';
      if (!rel.includes('noopener')) found.push('target=_blank without noopener');
    }
  }
  return found;
}

const vectors = xssVectors();
let root: Root;
let host: HTMLDivElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  canary.__xss = (value) => fired.push(value);
});
afterAll(() => {
  delete canary.__xss;
});
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  fired = [];
});

async function renderAll(profile: SafeHtmlProfile, inputs: string[]) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root.render(
      <>
        {inputs.map((html, index) => (
          <SafeHtml key={index} html={html} profile={profile} data-vector={index} />
        ))}
      </>,
    );
  });
  await settle();
}

describe('SafeHtml against XSS (real Chromium)', () => {
  it('has at least 500 distinct attack vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(500);
  });

  it('the canary does detect a script that runs (the test can fail)', async () => {
    const probe = document.createElement('img');
    probe.setAttribute('onerror', '__xss("probe")');
    probe.src = 'data:,not-an-image';
    document.body.append(probe);
    await new Promise((resolve) => probe.addEventListener('error', resolve, { once: true }));
    await settle();
    probe.remove();
    expect(fired).toContain('probe');
  });

  it.each(['inline', 'rich'] as const)('no vector runs script or leaves an unsafe attribute (%s profile)', async (profile) => {
    await renderAll(profile, vectors);
    const problems: string[] = [];
    for (const container of Array.from(host.querySelectorAll('[data-slot="safe-html"]'))) {
      const found = offences(container);
      if (found.length) problems.push(`#${container.getAttribute('data-vector')}: ${found.join(', ')}`);
    }
    expect(problems).toEqual([]);
    expect(fired).toEqual([]);
  });

  it.each(['inline', 'rich'] as const)('interacting with the output runs nothing (%s profile)', async (profile) => {
    await renderAll(profile, vectors);
    for (const node of Array.from(host.querySelectorAll<HTMLElement>('[data-slot="safe-html"] *'))) {
      for (const type of ['click', 'mouseover', 'focus', 'pointerenter', 'animationstart', 'toggle', 'blur']) {
        node.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
      }
      if (node instanceof HTMLAnchorElement) node.addEventListener('click', (event) => event.preventDefault());
    }
    await settle();
    expect(fired).toEqual([]);
  });

  it.each(['inline', 'rich'] as const)('sanitising twice equals sanitising once (%s profile)', (profile) => {
    const unstable = vectors.filter((html) => {
      const once = sanitizeHtml(html, profile);
      return sanitizeHtml(once, profile) !== once;
    });
    expect(unstable).toEqual([]);
  });
});

describe('SafeHtml keeps legitimate content', () => {
  it.each([
    ['https://example.com/a', true],
    ['http://example.com', true],
    ['mailto:desk@hotel.test', true],
    ['tel:+905551112233', true],
    ['/bookings/12', true],
    ['../rooms', true],
    ['#section', true],
    ['ftp://example.com', false],
    ['javascript:void(0)', false],
  ])('link %s kept: %s', (href, kept) => {
    const out = sanitizeHtml(`<a href="${href}">x</a>`, 'inline');
    const anchor = new DOMParser().parseFromString(out, 'text/html').querySelector('a');
    expect(anchor?.getAttribute('href') ?? null).toBe(kept ? href : null);
  });

  it('adds rel="noopener noreferrer" to target=_blank', () => {
    const out = sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>', 'inline');
    const anchor = new DOMParser().parseFromString(out, 'text/html').querySelector('a');
    expect(anchor?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps text-level markup inline and drops block markup', () => {
    const out = sanitizeHtml('<h1>Title</h1><b>bold</b> <mark>hit</mark><table><tr><td>x</td></tr></table>', 'inline');
    expect(out).toContain('<b>bold</b>');
    expect(out).toContain('<mark>hit</mark>');
    expect(out).not.toContain('<h1');
    expect(out).not.toContain('<table');
    expect(out).toContain('Title');
  });

  it('keeps documents in the rich profile, with raster data images only', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const out = sanitizeHtml(
      `<h2>Guide</h2><ul><li>One</li></ul><table><tbody><tr><td>x</td></tr></tbody></table><img src="${png}" alt="a"><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="b"><pre><code>x</code></pre>`,
      'rich',
    );
    const doc = new DOMParser().parseFromString(out, 'text/html');
    expect(doc.querySelector('h2')?.textContent).toBe('Guide');
    expect(doc.querySelector('li')?.textContent).toBe('One');
    expect(doc.querySelector('td')).not.toBeNull();
    expect(doc.querySelector('img[alt="a"]')?.getAttribute('src')).toBe(png);
    expect(doc.querySelector('img[alt="b"]')?.hasAttribute('src')).toBe(false);
    expect(doc.querySelector('pre code')).not.toBeNull();
  });

  it('gives an image without alt an empty alt and keeps a given one (rich profile)', () => {
    const out = sanitizeHtml('<img src="/a.png"><img src="/b.png" alt="Lobby"><img src="/c.png" alt="">', 'rich');
    const images = Array.from(new DOMParser().parseFromString(out, 'text/html').querySelectorAll('img'));
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['', 'Lobby', '']);
    expect(sanitizeHtml(out, 'rich')).toBe(out);
  });

  it('removes style attributes and form controls', () => {
    const out = sanitizeHtml('<p style="color:red">x</p><form><input name="a"><button>b</button></form>', 'rich');
    expect(out).toBe('<p>x</p>b');
  });
});

describe('SafeHtml component', () => {
  it('renders the chosen element and re-sanitises when the profile changes', async () => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    const html = '<h2>Title</h2><em>note</em>';
    await act(async () => root.render(<SafeHtml html={html} as="p" profile="inline" />));
    const node = host.querySelector('[data-slot="safe-html"]')!;
    expect(node.tagName).toBe('P');
    expect(node.querySelector('h2')).toBeNull();
    expect(node.querySelector('em')?.textContent).toBe('note');
    await act(async () => root.render(<SafeHtml html={html} profile="rich" />));
    const rich = host.querySelector('[data-slot="safe-html"]')!;
    expect(rich.tagName).toBe('DIV');
    expect(rich.querySelector('h2')?.textContent).toBe('Title');
  });

  it.each([null, undefined, ''])('renders an empty element for %j', async (html) => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => root.render(<SafeHtml html={html} />));
    expect(host.querySelector('[data-slot="safe-html"]')?.childNodes).toHaveLength(0);
  });
});
