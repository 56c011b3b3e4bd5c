export { FaqsPage } from './faqs-page';
