export { exampleRoutes } from './routes';
export { useResource, type Resource } from './use-resource';
