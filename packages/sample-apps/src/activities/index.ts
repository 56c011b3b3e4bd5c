export { activitiesRoutes } from './routes';
