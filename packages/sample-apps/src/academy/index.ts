export { academyRoutes } from './routes';
