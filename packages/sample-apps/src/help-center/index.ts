export { helpCenterRoutes } from './routes';
