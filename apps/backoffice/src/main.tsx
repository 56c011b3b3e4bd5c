import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createShellServices, whenI18nReady } from '@hotel/shell';
import { env } from './env';
import { AfterCommit, routerReady, stylesheetsLoaded, watchFirstScreen } from './first-screen';
import { createAppRouter } from './routes/router';
import { installMockApiIfEnabled } from './mock-api';
import { createPrefetchCache } from './routes/prefetch-cache';
import { APP_I18N } from './translations';
import { App } from './app';

/**
 * Start-up (DESIGN.md data flow 1): the mock API answers the page's calls from a dedicated Worker
 * (its page side loaded by dynamic import on the first API call, so out of the entry chunk and out
 * of a signed-out visitor's sign-in page),
 * then the session check (a stored token exchanged; gives up after 10 s with the spec's warning;
 * an error is logged and the app starts anyway), then the router. index.html already shows the
 * prerendered first screen (vite/prerender.ts): the app mounts over it once its own is ready (the
 * translations in, the route's code loaded and its loaders done, the stylesheet loaded), in one commit.
 */
async function start() {
  installMockApiIfEnabled();
  // The navigation links' prefetched GETs are kept briefly for the navigation that follows (routes/route-prefetch.ts).
  const services = createShellServices({
    apiBaseUrl: env.apiUrl,
    http: { fetch: createPrefetchCache().fetch },
    i18n: APP_I18N,
  });
  await services.session.initAuth();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const router = createAppRouter(services);
  await Promise.all([whenI18nReady(services.i18n), routerReady(router), stylesheetsLoaded(document)]);
  const firstScreen = watchFirstScreen(container);
  // A transition: the first render yields every few ms (no long task), the prerendered screen stays
  // live until the commit replaces it, then what was typed there is carried over.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AfterCommit run={firstScreen.restore}>
          <App services={services} router={router} />
        </AfterCommit>
      </StrictMode>,
    ),
  );
}

void start();
