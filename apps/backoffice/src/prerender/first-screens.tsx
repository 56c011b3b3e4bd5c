/**
 * The first screens, rendered at build time (issue 20): the sign-in page and the signed-in frame
 * (header, navigation panel and the welcome heading, in each layout) in every language, so the
 * page paints from HTML before any script runs (vite/prerender.ts puts them in index.html; the
 * inline first-screen script picks the one for the stored session, language and layout). Loaded
 * only by the build, through Vite's SSR loader, never by the app.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createShellServices, defaultLoadingStore, LAYOUTS, ServerMediaProvider, ShellLayout, ShellProviders, whenI18nReady, type Layout, type ShellServices } from '@hotel/shell';
import { registerIcons } from '@hotel/ui';
import { APP_ROUTES } from '../access/policy';
import { FIRST_SCREEN_GREETING_ATTRIBUTE, FIRST_SCREEN_USER_ATTRIBUTE } from '../../vite/first-screen-script';
import { routerReady } from '../first-screen';
import { FRAME_ICONS } from '../frame/frame-icons.generated';
import { hotelText } from '../i18n/hotel-text';
import { PageHeader } from '../pages/page-header';
import { createAppRoutes } from '../routes/router';
import { APP_I18N } from '../translations';

/** What the build puts in index.html. */
export interface FirstScreens {
  /** The languages rendered, the default first. */
  languages: string[];
  /** The sign-in page's HTML (the content of #root) by language. */
  signIn: Record<string, string>;
  /** The signed-in frame's HTML by language, then by layout. */
  frame: Record<string, Record<Layout, string>>;
  /** Paths outside the signed-in frame (the auth pages): a stored session shows no frame there. */
  emptyFramePaths: string[];
  /** The attribute marking the welcome heading in the frame (other paths drop that element). */
  welcomeMark: string;
}

/** The welcome page's heading block in the frame, marked so other paths drop it. */
const WELCOME_MARK = 'data-first-screen-page';

async function html(node: ReactNode, identifierPrefix: string): Promise<string> {
  const { prelude } = await prerender(node, { identifierPrefix });
  return new Response(prelude).text();
}

/** The sign-in page as the app's own route table renders it (the same tree the browser mounts). */
async function signInPage(services: ShellServices, language: string): Promise<string> {
  const router = createMemoryRouter(createAppRoutes(services), { initialEntries: ['/sign-in'] });
  await routerReady(router);
  try {
    return await html(
      <ShellProviders services={services} initAuth={false}>
        <RouterProvider router={router} />
      </ShellProviders>,
      `s${language}-`,
    );
  } finally {
    router.dispose();
  }
}

/** Stands for the user's name in the translated greeting while it is split around it. */
const NAME = '\u0001';

/**
 * The signed-in frame in one layout, wide screen, before its data: the loading bar running, no menu
 * yet, the welcome page's heading and greeting (the first-screen script writes the stored user's
 * name into it, or takes it away).
 */
async function framePage(services: ShellServices, language: string, layout: Layout): Promise<string> {
  const { t } = hotelText(services.i18n);
  const [before, after] = t('Welcome back, {{name}}.', { name: NAME }).split(NAME);
  const greeting = (
    <span {...{ [FIRST_SCREEN_GREETING_ATTRIBUTE]: '' }}>
      {before}
      <span {...{ [FIRST_SCREEN_USER_ATTRIBUTE]: '' }} />
      {after}
    </span>
  );
  const welcome = (
    <div {...{ [WELCOME_MARK]: 'welcome' }}>
      <PageHeader title={t('Welcome')} description={greeting} />
    </div>
  );
  const router = createMemoryRouter([{ path: '*', element: <ShellLayout layout={layout} navigation={[]}>{welcome}</ShellLayout> }], {
    initialEntries: ['/welcome'],
  });
  try {
    return await html(
      <ServerMediaProvider matches={(query) => !query.includes('prefers-')}>
        <ShellProviders services={services} initAuth={false}>
          <RouterProvider router={router} />
        </ShellProviders>
      </ServerMediaProvider>,
      `f${language}${layout}-`,
    );
  } finally {
    router.dispose();
  }
}

/** Renders every first screen in every language of the app. */
export async function prerenderFirstScreens(): Promise<FirstScreens> {
  registerIcons(FRAME_ICONS);
  const services = createShellServices({ i18n: APP_I18N });
  await whenI18nReady(services.i18n);
  const languages = (services.i18n.options.supportedLngs || []).filter((code) => code !== 'cimode');
  const screens: FirstScreens = { languages, signIn: {}, frame: {}, emptyFramePaths: APP_ROUTES.filter((r) => r.frame === 'empty').map((r) => r.path), welcomeMark: WELCOME_MARK };
  for (const language of languages) {
    await services.i18n.changeLanguage(language);
    screens.signIn[language] = await signInPage(services, language);
    defaultLoadingStore.setLoadingStatus(true, 'prerender');
    const frames = {} as Record<Layout, string>;
    for (const layout of LAYOUTS) frames[layout] = await framePage(services, language, layout);
    defaultLoadingStore.setLoadingStatus(false, 'prerender');
    screens.frame[language] = frames;
  }
  return screens;
}
