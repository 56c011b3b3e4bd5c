import type { HotelText } from '../../../i18n/hotel-text';

/** The hotel translator's `t`: the English text (the key) in the user's language, its `{{placeholders}}` filled. */
export type Translate = HotelText['t'];

/**
 * The English text with its `{{placeholders}}` filled: the default translator of the ledger's pure
 * functions (tests, and callers outside React that want English).
 */
export const english: Translate = (text, params) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (params && name in params ? String(params[name]) : match));
