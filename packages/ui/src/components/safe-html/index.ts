export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { isSafeImageSource, isSafeLink } from './safe-url';
export { sanitizeHtml, type SafeHtmlProfile } from './sanitize';
