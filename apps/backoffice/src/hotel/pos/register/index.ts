export { RegisterRoute } from './register-route';
