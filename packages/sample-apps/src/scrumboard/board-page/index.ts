export { BoardPage } from './board-page';
