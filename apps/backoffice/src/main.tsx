import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createShellServices } from '@hotel/shell';
import { env } from './env';
import { installMockApiIfEnabled } from './mock-api';
import { createPrefetchCache } from './routes/prefetch-cache';
import { APP_NAMESPACES, translationLoader } from './translations';
import { App } from './app';

/**
 * Start-up (DESIGN.md data flow 1): the mock API answers in the page (loaded by dynamic import on
 * the first API call, so out of the entry chunk and out of a signed-out visitor's sign-in page),
 * then the session check (a stored token exchanged; gives up after 10 s with the spec's warning;
 * an error is logged and the app starts anyway), then the router.
 */
async function start() {
  installMockApiIfEnabled();
  // The navigation links' prefetched GETs are kept briefly for the navigation that follows (routes/route-prefetch.ts).
  const services = createShellServices({
    apiBaseUrl: env.apiUrl,
    http: { fetch: createPrefetchCache().fetch },
    i18n: { loader: translationLoader, namespaces: APP_NAMESPACES },
  });
  await services.session.initAuth();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

void start();
