export { englishText, type Translate } from '../../i18n/hotel-text';
