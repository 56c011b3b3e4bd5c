export { GuidesPage } from './guides-page';
