export { BoardsPage } from './boards-page';
