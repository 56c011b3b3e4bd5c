import { act, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '../auth/auth-provider';
import { createStaticAuthSession } from '../auth/static-session';
import { ConfigProvider, useConfig } from '../config/config-provider';
import { LAYOUTS, type Layout } from '../config/types';
import { NavigationProvider } from '../navigation/navigation-provider';
import { navigationFixture } from '../navigation/components/fixtures';
import { installMatchMedia, type FakeMedia } from '../test/match-media';
import { RoutedLayout, ShellLayout } from './layout';
import { QUICK_CHAT_LAYOUTS } from './layout-definitions';
import { HEADER_TOOL_ORDER, type LayoutSlots } from './types';

let media: FakeMedia;
beforeEach(() => {
  media = installMatchMedia({ width: 1440 });
});
afterEach(() => media.restore());

const slots: LayoutSlots = Object.fromEntries(
  [...HEADER_TOOL_ORDER, 'quickChat'].map((tool) => [tool, <button key={tool} type="button">{`tool:${tool}`}</button>]),
);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { shell: {} } }, ns: ['shell'], defaultNS: 'shell', interpolation: { escapeValue: false } });

function Providers({ children, layout = 'classy' }: { children: ReactNode; layout?: Layout }) {
  return (
    <I18nextProvider i18n={i18n}>
    <ConfigProvider storageKey={null} applyToDocument={false} defaultConfig={{ layout }}>
      <NavigationProvider items={navigationFixture()}>{children}</NavigationProvider>
    </ConfigProvider>
    </I18nextProvider>
  );
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Clicked {count}
    </button>
  );
}

function LayoutSwitcher() {
  const { setConfig } = useConfig();
  return (
    <div>
      {LAYOUTS.map((name) => (
        <button key={name} type="button" onClick={() => setConfig({ layout: name })}>{`use ${name}`}</button>
      ))}
    </div>
  );
}

function renderLayout(layout: Layout, extra: Partial<LayoutSlots> = {}, path = '/home') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers layout={layout}>
        <ShellLayout {...slots} {...extra}>
          <p>Page content</p>
        </ShellLayout>
      </Providers>
    </MemoryRouter>,
  );
}

const toolsInHeader = () =>
  Array.from(document.querySelectorAll('[data-slot="header-tools"] [data-tool]')).map((el) => el.getAttribute('data-tool'));

describe('ShellLayout', () => {
  it.each(LAYOUTS.filter((l) => l !== 'empty'))('%s has the landmarks, the skip link first and the page in main', async (layout) => {
    renderLayout(layout);
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    expect(screen.getAllByRole('banner').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'navigation.label' })).toBeInTheDocument();
    if (layout === 'classy') expect(screen.queryByRole('contentinfo')).toBeNull();
    else expect(screen.getByRole('contentinfo')).toHaveTextContent(`Hotel © ${new Date().getFullYear()}`);
    await userEvent.setup().tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });

  it('empty shows only the page (no header, navigation or footer)', () => {
    renderLayout('empty');
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it.each(LAYOUTS.filter((l) => l !== 'empty'))('%s keeps the spec order of the header tools', (layout) => {
    renderLayout(layout);
    const shown = toolsInHeader();
    const expected = HEADER_TOOL_ORDER.filter((tool) => shown.includes(tool));
    expect(shown).toEqual(expected);
    expect(shown.slice(0, 4)).toEqual(['languages', 'fullscreen', 'search', 'shortcuts']);
  });

  it.each(LAYOUTS.filter((l) => l !== 'empty'))('%s puts the settings cog in the header, never over the page', (layout) => {
    renderLayout(layout);
    const [header] = screen.getAllByRole('banner');
    expect(within(header!).getByRole('button', { name: 'tool:settings' })).toBeInTheDocument();
  });

  it('empty has no header: the settings cog follows the page', () => {
    renderLayout('empty');
    const settings = screen.getByRole('button', { name: 'tool:settings' });
    expect(settings.closest('[data-slot="layout-settings"]')).not.toBeNull();
    expect(screen.getByRole('main').compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('classy puts notifications and the user menu in the navigation, with the version label', () => {
    renderLayout('classy');
    expect(toolsInHeader()).not.toContain('notifications');
    expect(toolsInHeader()).not.toContain('user');
    const nav = screen.getByRole('navigation', { name: 'navigation.label' });
    expect(within(nav).getByRole('button', { name: 'tool:notifications' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'tool:user' })).toBeInTheDocument();
    expect(within(nav).getByText(/20\.1\.0/)).toBeInTheDocument();
  });

  it.each(['classy', 'futuristic'] as const)('%s shows the signed-in user name and email in the navigation', (layout) => {
    const session = createStaticAuthSession({
      status: 'signed-in',
      checkFailed: false,
      user: { id: 'u1', name: 'Ada Receptionist', email: 'receptionist@hotel.test', avatar: '', status: 'online', roles: ['receptionist'] },
    });
    render(
      <MemoryRouter initialEntries={['/home']}>
        <AuthProvider session={session}>
          <Providers layout={layout}>
            <ShellLayout {...slots}>
              <p>Page content</p>
            </ShellLayout>
          </Providers>
        </AuthProvider>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'navigation.label' });
    expect(within(nav).getByText('Ada Receptionist')).toBeInTheDocument();
    expect(within(nav).getByText('receptionist@hotel.test')).toBeInTheDocument();
  });

  it('futuristic puts the user at the bottom of the navigation', () => {
    renderLayout('futuristic');
    expect(toolsInHeader()).toContain('notifications');
    expect(toolsInHeader()).not.toContain('user');
    const nav = screen.getByRole('navigation', { name: 'navigation.label' });
    expect(within(nav).getByRole('button', { name: 'tool:user' }).closest('[data-slot="navigation-footer"]')).not.toBeNull();
  });

  it.each(LAYOUTS)('%s: quick chat slot and toggle only where the spec has them', (layout) => {
    renderLayout(layout);
    const has = QUICK_CHAT_LAYOUTS.includes(layout);
    expect(screen.queryByRole('button', { name: 'tool:quickChat' }) !== null).toBe(has);
    if (layout !== 'empty') expect(toolsInHeader().includes('quickChatToggle')).toBe(has);
  });

  it('the quick chat layouts are the seven of the spec', () => {
    expect([...QUICK_CHAT_LAYOUTS].sort()).toEqual(['classic', 'compact', 'dense', 'enterprise', 'futuristic', 'modern', 'thin']);
  });

  it('switching layout keeps the page mounted (its state survives)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Providers>
          <LayoutSwitcher />
          <ShellLayout {...slots}>
            <Counter />
          </ShellLayout>
        </Providers>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await user.click(screen.getByRole('button', { name: 'Clicked 1' }));
    for (const layout of ['modern', 'dense', 'empty', 'centered', 'material', 'enterprise', 'thin', 'classy'] as const) {
      await user.click(screen.getByRole('button', { name: `use ${layout}` }));
      expect(document.querySelector('[data-slot="layout"]')).toHaveAttribute('data-layout', layout);
      expect(screen.getByRole('button', { name: 'Clicked 2' })).toBeInTheDocument();
    }
  });

  it('dense: the header button switches the navigation between dense and default', async () => {
    const user = userEvent.setup();
    renderLayout('dense');
    const nav = screen.getByRole('navigation', { name: 'navigation.label' });
    expect(nav).toHaveAttribute('data-appearance', 'dense');
    await user.click(screen.getByRole('button', { name: 'header.toggleDenseNavigation' }));
    expect(screen.getByRole('navigation', { name: 'navigation.label' })).toHaveAttribute('data-appearance', 'default');
  });

  it('below md the navigation is a drawer opened by the hamburger; Escape closes it and focus returns', async () => {
    media.setWidth(400);
    const user = userEvent.setup();
    renderLayout('classic');
    expect(screen.queryByRole('navigation', { name: 'navigation.label' })).toBeNull();
    const hamburger = screen.getByRole('button', { name: 'header.toggleNavigation' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);
    // The drawer's content may arrive a render later on a loaded machine: wait on it, not on the clock.
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Query again: focus coming back loads the hamburger's tooltip, which swaps in a new button
    // (useLoadOnIntent hands focus over to it), so the element found above may be gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'header.toggleNavigation' })).toHaveFocus());
  });

  it('horizontal layouts show the menu bar on wide screens and the hamburger below md', () => {
    renderLayout('modern');
    expect(screen.queryByRole('button', { name: 'header.toggleNavigation' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'navigation.label' })).toHaveAttribute('data-slot', 'horizontal-navigation');
    act(() => media.setWidth(700));
    expect(screen.getByRole('button', { name: 'header.toggleNavigation' })).toBeInTheDocument();
  });

  it('a failing page shows the error panel while the header and navigation stay usable', () => {
    const Boom = () => {
      throw new Error('Page failed');
    };
    const error = console.error;
    console.error = () => {};
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Providers>
          <ShellLayout {...slots}>
            <Boom />
          </ShellLayout>
        </Providers>
      </MemoryRouter>,
    );
    console.error = error;
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('Page failed');
    expect(screen.getByRole('button', { name: 'header.toggleNavigation' })).toBeEnabled();
  });
});

describe('RoutedLayout: precedence', () => {
  it.each([
    ['/home', 'classy'],
    ['/home?layout=dense', 'dense'],
    ['/home?layout=nonsense', 'classy'],
    ['/sign-in', 'empty'],
    ['/sign-in?layout=dense', 'empty'],
  ])('%s → %s', async (path, expected) => {
    const router = createMemoryRouter(
      [
        {
          element: <RoutedLayout />,
          children: [
            { path: 'home', element: <p>Home page</p> },
            { path: 'sign-in', element: <p>Sign-in page</p>, handle: { layout: 'empty' } },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="layout"]')).toHaveAttribute('data-layout', expected);
  });
});
