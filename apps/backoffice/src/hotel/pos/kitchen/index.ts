export { KitchenRoute } from './kitchen-route';
