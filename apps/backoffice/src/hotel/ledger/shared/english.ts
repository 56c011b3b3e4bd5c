/** The ledger's pure functions default to the English (tests, and callers outside React). */
export { englishText as english, type Translate } from '../../../i18n/hotel-text';
