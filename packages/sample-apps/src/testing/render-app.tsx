import { render, type RenderResult } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { createShellServices, ShellProviders, whenI18nReady } from '@hotel/shell';
import { AppStory } from './with-app';

export interface RenderAppOptions {
  /** App routes, e.g. `contactsRoutes`. */
  routes: RouteObject[];
  /** Mount point, e.g. '/apps/contacts'. */
  basePath: string;
  /** First URL; `basePath` by default. */
  initialPath?: string;
}

/**
 * Renders an app inside the shell providers and a data router, for happy-dom unit tests. Start the
 * mock server first (`startMockServer()` from './mock-server') so the calls are answered.
 */
export async function renderApp({ routes, basePath, initialPath }: RenderAppOptions): Promise<RenderResult> {
  const services = createShellServices({ apiBaseUrl: '/', i18n: { language: 'en' }, onUnauthorized: () => {} });
  await Promise.all([whenI18nReady(services.i18n), services.session.initAuth()]);
  return render(
    <ShellProviders services={services} initAuth={false} configStorageKey={null} applyConfigToDocument={false}>
      <AppStory routes={routes} basePath={basePath} initialPath={initialPath} />
    </ShellProviders>,
  );
}
