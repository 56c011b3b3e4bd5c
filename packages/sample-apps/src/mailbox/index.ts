export { mailboxRoutes } from './routes';
