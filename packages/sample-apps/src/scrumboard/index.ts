export { scrumboardRoutes } from './routes';
