export { createShellServices, redirectToSignIn, type CreateShellServicesOptions, type ShellServices } from './shell-services';
export { ShellProviders, type ShellProvidersProps } from './shell-providers';
