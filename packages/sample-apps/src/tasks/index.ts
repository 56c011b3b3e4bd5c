export { tasksRoutes } from './routes';
