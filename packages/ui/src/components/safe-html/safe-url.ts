// URL rules of SafeHtml, apart from DOMPurify: links rendered outside HTML (navigation, shortcuts)
// check their targets here without loading the sanitiser.

/** Link schemes a document may use; anything else loses its href. Relative links have no scheme. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp)(?:;[a-z0-9=.+-]+)*(?:;base64)?,/i;

/** The scheme of a URL as the browser would read it (control characters and whitespace ignored), or null if relative. */
export function urlScheme(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- browsers drop these before reading a scheme
  const compact = value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Whether a link target is allowed: http(s), mailto, tel or relative. */
export function isSafeLink(value: string): boolean {
  const scheme = urlScheme(value);
  return scheme === null || LINK_SCHEMES.has(scheme);
}

/** Whether an image source is allowed: http(s), relative, or a raster data: image. */
export function isSafeImageSource(value: string): boolean {
  const scheme = urlScheme(value);
  if (scheme === null) return true;
  if (IMAGE_SCHEMES.has(scheme)) return true;
  return scheme === 'data' && DATA_IMAGE.test(value.trim());
}
