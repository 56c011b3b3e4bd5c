export { changelogRoutes } from './routes';
