export { TablesRoute } from './tables-route';
