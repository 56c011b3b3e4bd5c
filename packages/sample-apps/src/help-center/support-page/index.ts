export { SupportPage, supportSchema } from './support-page';
