export { contactsRoutes } from './routes';
