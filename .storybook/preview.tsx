import './preview.css';
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { clearAllDrafts, createShellServices, defaultTranslationLoader, ShellProviders, whenI18nReady, type ShellServices } from '@hotel/shell';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { setupWorker } from 'msw/browser';
import { defaultMockApi, handlersByDomain, ROLES } from '@hotel/mock-api';
import { resetToasts } from '@hotel/ui';
import { registerIconSets } from '@hotel/ui/icon-sets';
import { WAIT_TIMEOUT } from '../scripts/test-timeouts.mjs';
import { loadHotelCatalog } from '../apps/backoffice/src/i18n/catalog';
import { HOTEL_NS } from '../apps/backoffice/src/i18n/hotel-text';
import { LANGUAGES, LAYOUTS, SCHEMES, THEMES } from './globals';

// Play functions' waitFor and findBy* wait on their state up to this ceiling (scripts/test-timeouts.mjs),
// not testing-library's 1 s: a story must pass on a slow machine as on a fast one.
configure({ asyncUtilTimeout: WAIT_TIMEOUT });

// Stories draw icons by name from the mock API (navigation, shortcuts), as the back-office does.
registerIconSets();

/** One worker for the whole Storybook; every story's handlers come from `parameters.msw`. */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  return worker;
}

/** UI stories never see the shell (ui knows nothing of it); others get it unless `parameters.shell: false`. */
function usesShell(title: string, parameters: Record<string, unknown>): boolean {
  return !title.startsWith('UI/') && parameters.shell !== false;
}

function applyAppearance(theme: string, scheme: string) {
  const root = document.documentElement;
  const dark = scheme === 'dark' || (scheme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  root.dataset.theme = theme;
  root.classList.toggle('dark', dark);
}

const applyMswHandlers = mswLoader(startWorker);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    msw: { handlers: handlersByDomain },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone (360)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (800)', styles: { width: '800px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1440)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  initialGlobals: { theme: 'default', scheme: 'light', layout: 'classy', role: 'admin', language: 'en' },
  globalTypes: {
    theme: { description: 'Colour theme', toolbar: { title: 'Theme', icon: 'paintbrush', items: [...THEMES], dynamicTitle: true } },
    scheme: { description: 'Colour scheme', toolbar: { title: 'Scheme', icon: 'mirror', items: [...SCHEMES], dynamicTitle: true } },
    layout: { description: 'Shell layout', toolbar: { title: 'Layout', icon: 'sidebar', items: [...LAYOUTS], dynamicTitle: true } },
    role: {
      description: 'Signed-in role (guest is signed out)',
      toolbar: { title: 'Role', icon: 'user', items: ['guest', ...ROLES], dynamicTitle: true },
    },
    language: { description: 'Language', toolbar: { title: 'Language', icon: 'globe', items: LANGUAGES, dynamicTitle: true } },
  },
  loaders: [
    /*
     * One loader, in order (Storybook runs separate loaders at the same time): the worker with the
     * story's handlers, the deterministic seed signed in as the toolbar's role, then the shell
     * services (i18n loaded, session checked) so plays can query at once.
     */
    async (context) => {
      await applyMswHandlers(context);
      defaultMockApi.reset();
      localStorage.clear();
      // Form drafts (sessionStorage) and toasts (a module's store) are shared by the stories of a
      // run: none carries over, so a play never finds the toast of the story before.
      clearAllDrafts();
      resetToasts();
      const { globals, parameters, title } = context;
      const role = String(globals.role ?? 'admin');
      if (role !== 'guest') {
        const { accessToken, user } = await defaultMockApi.sessionFor(role);
        localStorage.setItem('accessToken', accessToken);
        localStorage.setItem('userId', user.id);
      }
      if (!usesShell(title, parameters)) return {};
      const shellServices = createShellServices({
        apiBaseUrl: '/',
        // The shell's strings and the back-office's hotel strings, so a story in Türkçe shows its screen in it.
        i18n: {
          language: String(globals.language ?? 'en'),
          loader: (language, namespace) => (namespace === HOTEL_NS ? loadHotelCatalog(language) : defaultTranslationLoader(language, namespace)),
          namespaces: [HOTEL_NS],
        },
        onUnauthorized: () => {},
      });
      await Promise.all([whenI18nReady(shellServices.i18n), shellServices.session.initAuth()]);
      return { shellServices };
    },
  ],
  decorators: [
    /*
     * Shell services for every story (skip with `parameters.shell: false`): the mock API session of
     * the toolbar role, its language, and a MemoryRouter at `parameters.route` (skip with
     * `parameters.router: false` when a story brings its own data router).
     */
    (Story, { globals, parameters, title, loaded }) => {
      const services = (loaded as { shellServices?: ShellServices }).shellServices;
      if (!services || !usesShell(title, parameters)) return <Story />;
      const story = parameters.router === false ? <Story /> : (
        <MemoryRouter initialEntries={[String(parameters.route ?? '/')]}>
          <Story />
        </MemoryRouter>
      );
      return (
        <ShellProviders
          services={services}
          initAuth={false}
          configStorageKey={null}
          applyConfigToDocument={false}
          defaultConfig={{ layout: globals.layout, theme: globals.theme, scheme: globals.scheme }}
        >
          {story}
        </ShellProviders>
      );
    },
    (Story, { globals, parameters }) => {
      applyAppearance(String(parameters.theme ?? globals.theme), String(parameters.scheme ?? globals.scheme));
      return <Story />;
    },
  ],
};

export default preview;
