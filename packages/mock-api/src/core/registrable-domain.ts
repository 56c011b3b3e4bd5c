/**
 * `getDomain` of tldts for the browser build, without the public-suffix list (tldts ships it as a
 * ~250 KB trie, most of the mock API's weight). msw reaches tldts only through tough-cookie, which
 * asks for the registrable domain of a cookie's host to group and match cookies. The mock API runs
 * on one origin and sets no cookie, so the last two labels are enough; the difference from tldts
 * is only for hosts under a multi-label public suffix (`a.co.uk` gives `co.uk`, not `a.co.uk`).
 * The app's Vite config aliases `tldts` to this file; tests and Node use the real package.
 */

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The registrable domain of a host name: null for IP addresses, single-label hosts (localhost)
 * and empty input, as tldts answers them; otherwise the last two labels, lower-cased.
 */
export function getDomain(host: string, _options?: unknown): string | null {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (!name || IPV4.test(name) || name.includes(':') || name.startsWith('[')) return null;
  const labels = name.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  return labels.slice(-2).join('.');
}
