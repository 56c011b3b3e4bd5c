import type { HotelText } from '../../i18n/hotel-text';

/**
 * A domain label (a resource's name, a screen's title) in the user's language as it reads inside a
 * sentence: translated, then lower-cased word by word in that language ('Room Reservations' → 'room
 * reservations', 'Oda Rezervasyonları' → 'oda rezervasyonları', I → ı in Turkish), acronyms kept
 * ('POS Sales' → 'POS sales'). English gives what `lowerNoun` gives.
 */
export function runningNoun({ t, language }: Pick<HotelText, 't' | 'language'>, label: string): string {
  return t(label).replace(/\p{L}[\p{L}\p{N}]*/gu, (word) => (/^\p{Lu}[\p{Lu}\p{N}]+$/u.test(word) ? word : word.toLocaleLowerCase(language || 'en')));
}
