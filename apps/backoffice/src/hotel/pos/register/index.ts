export { RegisterRoute } from './register-route';
export { RegisterScreen, type RegisterScreenProps } from './register-screen';
