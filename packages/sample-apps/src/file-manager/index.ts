export { fileManagerRoutes } from './routes';
