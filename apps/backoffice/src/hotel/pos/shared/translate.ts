/** A translator of the hotel's strings, as `useHotelText().t`: the pure model files of the point of sale take one. */
export type Translate = (text: string, params?: Record<string, string | number>) => string;

/** The English text with its `{{placeholders}}` filled: the default translator of the pure model files (tests, English). */
export const english: Translate = (text, params) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (params?.[name] === undefined ? whole : String(params[name])));

/** Stands for a value that is rendered as its own element inside a translated sentence (see {@link around}). */
export const SLOT = '\u0000';

/**
 * The text before and after the value of a sentence translated with {@link SLOT} as that value:
 * `around(t('Change {{amount}}', { amount: SLOT }))` → ['Change ', ''], so the amount can sit in its
 * own element (`<span>`) where the language puts it.
 */
export function around(translated: string): [before: string, after: string] {
  const at = translated.indexOf(SLOT);
  return at < 0 ? [translated, ''] : [translated.slice(0, at), translated.slice(at + SLOT.length)];
}
