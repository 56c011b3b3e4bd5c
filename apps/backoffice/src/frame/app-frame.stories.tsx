import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useAuth, useHttpClient, useRouterLayout, type HttpClient } from '@hotel/shell';
import { handlersByDomain } from '@hotel/mock-api';
import type { RouteHandle } from '../routes/route-handle';
import { shouldReloadSignedInData } from '../routes/router';
import { AppFrame } from './app-frame';
import { loadSignedInData } from './signed-in-data';

function DemoPage() {
  return (
    <div className="p-6">
      <h1 className="text-2xl font-bold">Front desk</h1>
      <p className="text-muted-foreground">Today’s arrivals and departures.</p>
      <Link to="/home" className="text-primary underline">
        Another page
      </Link>
    </div>
  );
}

function Root() {
  useRouterLayout();
  return <AppFrame />;
}

function routerFor(client: HttpClient, signedIn: boolean, path: string) {
  return createMemoryRouter(
    [
      {
        id: 'app-frame',
        Component: Root,
        HydrateFallback: () => <p role="status">Loading the frame…</p>,
        shouldRevalidate: shouldReloadSignedInData,
        loader: ({ request }) => (signedIn ? loadSignedInData(client, request.signal) : null),
        children: [
          { path: 'front-desk', Component: DemoPage, handle: { title: 'Front desk', access: 'user' } satisfies RouteHandle },
          { path: 'home', Component: DemoPage, handle: { title: 'Home', access: 'public' } satisfies RouteHandle },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}

/** The assembled frame on a data router whose loader is the app's signed-in loader. */
function FrameDemo({ path }: { path: string }) {
  const client = useHttpClient();
  const signedIn = useAuth().status === 'signed-in';
  const [router] = useState(() => routerFor(client, signedIn, path));
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Backoffice/App frame',
  component: FrameDemo,
  parameters: { router: false, layout: 'fullscreen' },
  args: { path: '/front-desk' },
} satisfies Meta<typeof FrameDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = () => screen.findByRole('heading', { level: 1, name: 'Front desk' });

/** Admin in the default (classy) layout: the role's navigation, the header panels and the settings cog. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await heading();
    const frame = canvasElement.querySelector('[data-slot="layout"]');
    await expect(frame).toHaveAttribute('data-layout', 'classy');
    await expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: /^Open messages/ })).toBeInTheDocument();
    await expect(await screen.findByRole('button', { name: 'Open shortcuts' })).toBeInTheDocument();
    await expect(await screen.findByRole('button', { name: 'Open settings' })).toBeInTheDocument();
    await expect(screen.getByText('Skip to main content')).toBeInTheDocument();
  },
};

/**
 * On a phone (classic layout: every tool in the header) the secondary tools sit in 'More actions';
 * every visible header button is inside the viewport and the page does not scroll sideways.
 */
export const SignedInPhone: Story = {
  args: { path: '/front-desk?layout=classic' },
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await heading();
    const header = within(await screen.findByRole('banner'));
    await expect(await header.findByRole('button', { name: /^More actions/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'User menu' })).toBeVisible();
    for (const name of ['Open shortcuts', 'Open settings', /^Open messages/, /^Toggle quick chat/]) {
      await expect(header.queryByRole('button', { name })).toBeNull();
    }
    for (const button of header.getAllByRole('button').filter((b) => b.checkVisibility())) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** `?layout=modern`: the horizontal navigation and the quick-chat toggle in the header. */
export const ModernFromQuery: Story = {
  args: { path: '/front-desk?layout=modern' },
  play: async ({ canvasElement }) => {
    await heading();
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="layout"]')).toHaveAttribute('data-layout', 'modern'));
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="layout-header"]');
    await expect(header).not.toBeNull();
    await expect(within(header!).getByRole('button', { name: 'User menu' })).toBeInTheDocument();
    await expect(within(header!).getByRole('button', { name: /^Open notifications/ })).toBeInTheDocument();
  },
};

/** Opens the settings drawer from the header's cog, or on a phone from the 'More actions' menu. */
async function openSettings() {
  const header = within(await screen.findByRole('banner'));
  const more = header.queryByRole('button', { name: /^More actions/ });
  if (!more?.checkVisibility()) {
    await userEvent.click(await header.findByRole('button', { name: 'Open settings' }));
    return;
  }
  await userEvent.click(more);
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Settings' }));
}

/**
 * `?layout=thin` holds for its own view only: the settings drawer keeps the saved layout (classy)
 * pressed and says why this page differs, and the next page is classy again.
 */
export const LayoutOverride: Story = {
  args: { path: '/front-desk?layout=thin' },
  play: async ({ canvasElement }) => {
    await heading();
    const frame = () => canvasElement.querySelector('[data-slot="layout"]');
    await waitFor(() => expect(frame()).toHaveAttribute('data-layout', 'thin'));
    await openSettings();
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await expect(within(drawer).getByRole('button', { name: 'Classy' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(drawer).getByRole('button', { name: 'Thin' })).toHaveAttribute('aria-pressed', 'false');
    await expect(within(drawer).getByText(/shows the Thin layout because its link asks for it/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
    await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
    await waitFor(() => expect(frame()).toHaveAttribute('data-layout', 'classy'));
  },
};

/** The same on a phone in the dark scheme (settings from the 'More actions' menu): the thin view, then the saved layout. */
export const LayoutOverridePhoneDark: Story = {
  ...LayoutOverride,
  globals: { viewport: { value: 'phone' }, scheme: 'dark' },
};

/** The navigation call fails: its error and Retry show above the page, which still renders. */
export const MenuFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        navigation: [
          http.get('*/api/common/navigation', () => HttpResponse.json({ code: 'INTERNAL', message: 'The menu service is down (story).' }, { status: 500 })),
        ],
      },
    },
  },
  play: async () => {
    await heading();
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('The menu could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Whether the story's navigation call fails (MenuRetry brings it back before pressing Retry). */
let navigationDown = true;

/** Retry after a failed navigation call loads the menu in place (the rest of the frame untouched). */
export const MenuRetry: Story = {
  beforeEach: () => {
    navigationDown = true;
  },
  parameters: {
    msw: {
      handlers: {
        navigation: [
          http.get('*/api/common/navigation', () =>
            navigationDown ? HttpResponse.json({ code: 'INTERNAL', message: 'Down for now (story).' }, { status: 500 }) : undefined,
          ),
          ...(handlersByDomain.navigation ?? []),
        ],
      },
    },
  },
  play: async () => {
    await heading();
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('The menu could not be loaded');
    navigationDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('The menu could not be loaded')).not.toBeInTheDocument());
    await expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

/** A guest on an open page: no panel calls the API; a Sign in link instead of the user menu. */
export const Guest: Story = {
  args: { path: '/home' },
  globals: { role: 'guest' },
  play: async () => {
    await heading();
    await expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    await expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: /^Open messages/ })).not.toBeInTheDocument();
  },
};
