export { iconsRoutes } from './routes';
