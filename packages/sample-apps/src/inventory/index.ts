export { inventoryRoutes } from './routes';
