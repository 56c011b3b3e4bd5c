import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createShellServices } from '@hotel/shell';
import { App } from './app';
import { i18nOptions } from './i18n';

/** The API's base URL: same origin unless VITE_API_URL names a server. */
const apiUrl = import.meta.env.VITE_API_URL ?? '/';

/**
 * Start-up: the mock API answers in the page (this demo's backend; VITE_MOCK_API=false leaves it
 * out for a real server), then the stored session is checked, then the app renders.
 */
async function start() {
  if (import.meta.env.VITE_MOCK_API !== 'false') {
    // Every call under <apiUrl>api/ is answered in the page; the mock API itself loads on the first call.
    const { installMockApi } = await import('@hotel/mock-api/install');
    installMockApi({ apiUrl });
  }
  const services = createShellServices({
    apiBaseUrl: apiUrl,
    i18n: i18nOptions,
    // Next: `authProvider`: Front Desk's own auth provider (sign in, sign out, check the session,
    // identity) once the shell takes one; today the session speaks the shell's HTTP contract
    // (api/auth/*), which the mock API answers.
  });
  await services.session.initAuth();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

void start();
