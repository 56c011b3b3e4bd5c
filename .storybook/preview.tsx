import './preview.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { defaultMockApi, handlersByDomain, ROLES } from '@hotel/mock-api';
import { LANGUAGES, LAYOUTS, SCHEMES, THEMES } from './globals';

/** One worker for the whole Storybook; every story's handlers come from `parameters.msw`. */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  return worker;
}

function applyAppearance(theme: string, scheme: string) {
  const root = document.documentElement;
  const dark = scheme === 'dark' || (scheme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  root.dataset.theme = theme;
  root.classList.toggle('dark', dark);
}

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
    language: { description: 'Language', toolbar: { title: 'Language', icon: 'globe', items: [...LANGUAGES], dynamicTitle: true } },
  },
  loaders: [
    mswLoader(startWorker),
    // Every story starts from the deterministic seed, signed in as the toolbar's role.
    async ({ globals }) => {
      defaultMockApi.reset();
      localStorage.clear();
      const role = String(globals.role ?? 'admin');
      if (role !== 'guest') {
        const { accessToken, user } = await defaultMockApi.sessionFor(role);
        localStorage.setItem('accessToken', accessToken);
        localStorage.setItem('userId', user.id);
      }
      return {};
    },
  ],
  decorators: [
    (Story, { globals, parameters }) => {
      applyAppearance(String(parameters.theme ?? globals.theme), String(parameters.scheme ?? globals.scheme));
      return <Story />;
    },
  ],
};

export default preview;
