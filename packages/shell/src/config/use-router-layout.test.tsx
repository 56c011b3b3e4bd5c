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

  it('?layout= overrides this view only: the config, the store and later pages keep the saved layout', async () => {
    const router = setup('/guests?layout=dense');
    expect(screen.getByText('layout dense / config classy')).toBeInTheDocument();
    expect(localStorage.getItem(CONFIG_STORAGE_KEY)).toBeNull();
    await act(() => router.navigate('/guests'));
    expect(screen.getByText('layout classy / config classy')).toBeInTheDocument();
    expect(document.documentElement.dataset.layout).toBe('classy');
  });

  it('only the settings change the saved layout; a ?layout= view keeps its override', async () => {
    const router = setup('/guests?layout=thin');
    act(() => screen.getByRole('button', { name: 'modern' }).click());
    expect(screen.getByText('layout thin / config modern')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CONFIG_STORAGE_KEY) ?? '{}')).toMatchObject({ layout: 'modern' });
    await act(() => router.navigate('/guests'));
    expect(screen.getByText('layout modern / config modern')).toBeInTheDocument();
  });

  it('a route handle layout wins over the query and the config; unknown names are ignored', async () => {
    const router = setup('/sign-in?layout=dense');
    expect(screen.getByText('layout empty / config classy')).toBeInTheDocument();
    await act(() => router.navigate('/bad?layout=dense'));
    expect(screen.getByText('layout dense / config classy')).toBeInTheDocument();
    expect(document.documentElement.dataset.layout).toBe('dense');
  });
});
