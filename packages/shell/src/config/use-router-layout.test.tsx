import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installMatchMedia, type FakeMedia } from '../test/match-media';
import { ConfigProvider, useConfig } from './config-provider';
import { CONFIG_STORAGE_KEY } from './types';
import { useRouterLayout } from './use-router-layout';

let media: FakeMedia;
beforeEach(() => (media = installMatchMedia()));
afterEach(() => media.restore());

function Shell() {
  const layout = useRouterLayout();
  const { config, setConfig } = useConfig();
  return (
    <div>
      <p>{`layout ${layout} / config ${config.layout}`}</p>
      <button type="button" onClick={() => setConfig({ layout: 'modern' })}>
        modern
      </button>
      <Outlet />
    </div>
  );
}

function setup(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { path: 'guests', element: <p>guests</p> },
          { path: 'sign-in', handle: { layout: 'empty' }, element: <p>sign in</p> },
          { path: 'bad', handle: { layout: 'nonsense' }, element: <p>bad</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ConfigProvider>
      <RouterProvider router={router} />
    </ConfigProvider>,
  );
  return router;
}

describe('useRouterLayout', () => {
  it('uses the config layout by default', () => {
    setup('/guests');
    expect(screen.getByText('layout classy / config classy')).toBeInTheDocument();
  });

  it('?layout= overrides and is remembered; the settings choice afterwards is not undone', () => {
    setup('/guests?layout=dense');
    expect(screen.getByText('layout dense / config dense')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CONFIG_STORAGE_KEY) ?? '{}')).toMatchObject({ layout: 'dense' });
    act(() => screen.getByRole('button', { name: 'modern' }).click());
    // The URL still says dense, but the user's explicit choice stays in the config.
    expect(screen.getByText('config modern', { exact: false })).toBeInTheDocument();
  });

  it('a route handle layout wins over the query and the config; unknown names are ignored', async () => {
    const router = setup('/sign-in?layout=dense');
    expect(screen.getByText('layout empty / config dense')).toBeInTheDocument();
    await act(() => router.navigate('/bad'));
    expect(screen.getByText('layout dense / config dense')).toBeInTheDocument();
    expect(document.documentElement.dataset.layout).toBe('dense');
  });
});
