export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { isSafeImageSource, isSafeLink, sanitizeHtml, type SafeHtmlProfile } from './sanitize';
