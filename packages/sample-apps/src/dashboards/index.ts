export { dashboardsRoutes } from './routes';
