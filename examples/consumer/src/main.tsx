import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createShellServices } from '@hotel/shell';
import { registerIcons, registerIconSources } from '@hotel/ui';
import { heroiconsMini } from '@hotel/ui/icon-sets/heroicons-mini';
import { heroiconsOutline } from '@hotel/ui/icon-sets/heroicons-outline';
import { heroiconsSolid } from '@hotel/ui/icon-sets/heroicons-solid';
import { home, key, userGroup } from '@hotel/ui/icons/heroicons-outline';
import { App } from './app';
import { createFrontDeskAuthProvider } from './auth-provider';
import { i18nOptions } from './i18n';

// The menu's icons are bundled (drawn at the first paint; only these three drawings are in the
// entry). The shell's header and the panels' items name heroicons at run time: those load by name,
// each with the small group of its set that holds it; the build holds these three sets' groups only.
registerIcons({ 'heroicons-outline:home': home, 'heroicons-outline:key': key, 'heroicons-outline:user-group': userGroup });
registerIconSources(heroiconsOutline, heroiconsSolid, heroiconsMini);

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
