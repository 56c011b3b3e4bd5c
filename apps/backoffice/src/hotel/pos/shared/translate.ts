/** The point of sale's pure model files take a translator and default to the English (tests, English). */
export { englishText as english, type Translate } from '../../../i18n/hotel-text';

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
