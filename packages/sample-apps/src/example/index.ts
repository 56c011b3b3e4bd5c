export { exampleRoutes } from './routes';
export { useResource, type Resource, type UseResourceOptions } from './use-resource';
