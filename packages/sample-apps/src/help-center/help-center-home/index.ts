export { HelpCenterHome } from './help-center-home';
