import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createShellServices } from '@hotel/shell';
import { registerIcons } from '@hotel/ui';
import { registerIconSets } from '@hotel/ui/icon-sets';
import { home, key, userGroup } from '@hotel/ui/icons/heroicons-outline';
import { App } from './app';
import { createFrontDeskAuthProvider } from './auth-provider';
import { i18nOptions } from './i18n';

// The menu's icons are bundled (drawn at the first paint; only these three are in the build). The
// shell's own header and panel icons are named at run time, so they load by name, each with a small
// group of its set.
registerIcons({ 'heroicons-outline:home': home, 'heroicons-outline:key': key, 'heroicons-outline:user-group': userGroup });
registerIconSets(['heroicons-outline', 'heroicons-solid', 'heroicons-mini']);

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
    // Front Desk's own session record, through the shell's HTTP client (src/auth-provider.ts).
    authProvider: createFrontDeskAuthProvider,
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
