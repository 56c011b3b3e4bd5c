import { createNodeMockApi } from '@hotel/mock-api/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShellServices, ShellProviders, whenI18nReady } from '../index';
import { useUnsavedChanges } from './use-unsaved-changes';

const api = createNodeMockApi();
beforeAll(() => api.server.listen());
beforeEach(async () => {
  // React Router warns when two blockers are registered; the guards below are made for that case.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('only supports one blocker')) warn(...args);
  });
  api.reset();
  const { accessToken, user } = await api.sessionFor('admin');
  localStorage.setItem('accessToken', accessToken);
  localStorage.setItem('userId', user.id);
});
afterEach(() => {
  api.server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => api.server.close());

async function renderWithShell(children: ReactNode) {
  const services = createShellServices({ apiBaseUrl: '/', i18n: { language: 'en' }, onUnauthorized: () => {} });
  await Promise.all([whenI18nReady(services.i18n), services.session.initAuth()]);
  return render(
    <ShellProviders services={services} initAuth={false} configStorageKey={null} applyConfigToDocument={false}>
      {children}
    </ShellProviders>,
  );
}

/** A form that is dirty as soon as something is typed in it. */
function Form({ name, onDiscard }: { name: string; onDiscard: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const { confirmDiscard } = useUnsavedChanges(text !== '', { onDiscard });
  return (
    <fieldset>
      <input aria-label={name} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" onClick={() => void confirmDiscard(true).then((leave) => leave && setText(''))}>
        {`Discard ${name}`}
      </button>
      {/* A dialog whose URL closes it: asks, then navigates. */}
      <button type="button" onClick={() => void confirmDiscard().then((leave) => leave && navigate('/elsewhere'))}>
        {`Close ${name}`}
      </button>
    </fieldset>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function screenWith(discard: { first: () => void; second: () => void }) {
  return createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <Where />
          <Form name="First" onDiscard={discard.first} />
          {/* Mounted later and clean: the router consults its blocker, which must still see the first form. */}
          <Form name="Second" onDiscard={discard.second} />
          <Link to="/elsewhere">Elsewhere</Link>
        </>
      ),
    },
    { path: '/elsewhere', element: <Where /> },
  ]);
}

describe('useUnsavedChanges', () => {
  it('asks before leaving a screen whose dirty form is not the last one mounted; Stay stays, Leave forgets only the dirty form', async () => {
    const discard = { first: vi.fn(), second: vi.fn() };
    await renderWithShell(<RouterProvider router={screenWith(discard)} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'First' }), 'Late check-out for 204');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveValue('Late check-out for 204');
    expect(discard.first).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere'));
    expect(discard.first).toHaveBeenCalledTimes(1);
    expect(discard.second).not.toHaveBeenCalled();
  });

  it('lets a clean screen go without asking', async () => {
    await renderWithShell(<RouterProvider router={screenWith({ first: vi.fn(), second: vi.fn() })} />);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('confirmDiscard(true) asks even when the last render was clean (a save that just failed)', async () => {
    const discard = { first: vi.fn(), second: vi.fn() };
    await renderWithShell(<RouterProvider router={screenWith(discard)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Discard Second' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(discard.second).toHaveBeenCalledTimes(1));
    expect(discard.first).not.toHaveBeenCalled();
  });

  it('asks once when closing a form navigates: after Leave the navigation goes', async () => {
    const discard = { first: vi.fn(), second: vi.fn() };
    await renderWithShell(<RouterProvider router={screenWith(discard)} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'First' }), 'Late check-out for 204');
    await user.click(screen.getByRole('button', { name: 'Close First' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(discard.first).toHaveBeenCalledTimes(1);
  });

  it('asks only about the navigations a form says take it away (`leaves`)', async () => {
    function SearchBeside() {
      const [text, setText] = useState('');
      useUnsavedChanges(text !== '', { leaves: (current, next) => current.pathname !== next.pathname });
      return <input aria-label="Beside a search" value={text} onChange={(e) => setText(e.target.value)} />;
    }
    function Search() {
      const location = useLocation();
      return <p data-testid="search">{location.search}</p>;
    }
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <SearchBeside />
            <Search />
            <Link to="/?q=pool">Search pool</Link>
            <Link to="/elsewhere">Elsewhere</Link>
          </>
        ),
      },
      { path: '/elsewhere', element: <Where /> },
    ]);
    await renderWithShell(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Beside a search' }), 'Pool towels');
    await user.click(screen.getByRole('link', { name: 'Search pool' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?q=pool'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
  });
});
