export {
  createShellServices,
  redirectToSignIn,
  type AuthProviderOption,
  type CreateShellServicesOptions,
  type DataSourcesOption,
  type ShellServiceContext,
  type ShellServices,
} from './shell-services';
export { ShellProviders, type ShellProvidersProps } from './shell-providers';
