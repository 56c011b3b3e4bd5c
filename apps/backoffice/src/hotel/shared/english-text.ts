import type { TextParams } from '../../i18n/hotel-text';

/** A translator of the hotel's strings: `useHotelText().t`, or {@link englishText}. */
export type Translate = (text: string, params?: TextParams) => string;

/**
 * The hotel translator's English: the text itself with its `{{placeholders}}` filled. The default
 * `t` of pure model code (its tests and English callers read what they always read); a screen
 * passes `useHotelText().t` instead.
 */
export function englishText(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}
