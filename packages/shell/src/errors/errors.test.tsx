import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineError, timeoutError } from '../http/deadline';
import { HttpError } from '../http/http-error';
import { setOnline } from '../test/online';
import { ErrorPanel, isChunkLoadError } from './error-panel';
import { FULLSCREEN_FAILED_MESSAGE, FULLSCREEN_UNAVAILABLE_MESSAGE, toggleFullscreen } from './fullscreen';
import { RouteErrorBoundary } from './route-error-boundary';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

let failing = false;
function Flaky() {
  if (failing) throw new Error('Guests could not be loaded');
  return <p>Guest list</p>;
}

describe('RouteErrorBoundary', () => {
  it('shows the alert with the message, keeps the layout, and Try again recovers', async () => {
    failing = true;
    render(
      <div>
        <nav aria-label="Main">
          <a href="/home">Home</a>
        </nav>
        <RouteErrorBoundary>
          <Flaky />
        </RouteErrorBoundary>
      </div>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Guests could not be loaded');
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Guest list')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the error when a reset key changes (navigation)', async () => {
    function Harness() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button type="button" onClick={() => setPath('/b')}>
            go
          </button>
          <RouteErrorBoundary resetKeys={[path]}>{path === '/a' ? <Flaky /> : <p>Page B</p>}</RouteErrorBoundary>
        </>
      );
    }
    failing = true;
    render(<Harness />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByText('Page B')).toBeInTheDocument();
  });

  it('reports errors and accepts a custom fallback', () => {
    const onError = vi.fn();
    function Boom(): never {
      throw new Error('x');
    }
    render(
      <RouteErrorBoundary onError={onError} fallback={({ error }) => <p>Custom: {(error as Error).message}</p>}>
        <Boom />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Custom: x')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorPanel', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/guests-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Loading chunk 42 failed.',
  ])('offers Reload for a chunk error (%s)', async (message) => {
    const onReload = vi.fn();
    render(<ErrorPanel error={new TypeError(message)} onRetry={() => {}} onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Reload the page');
  });

  it('shows the server message of an HttpError', () => {
    render(<ErrorPanel error={new HttpError({ status: 500, code: 'X', message: 'Ledger is locked' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ledger is locked');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a generic message for non-errors', () => {
    render(<ErrorPanel error={undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });

  describe('offline is not a new version', () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/guests-abc.js');
    let restore = () => {};
    afterEach(() => restore());

    it('a chunk that failed offline says so, offers no Reload, and reloads once the connection is back', () => {
      restore = setOnline(false);
      const onReload = vi.fn();
      render(<ErrorPanel error={chunkError} onRetry={() => {}} onReload={onReload} />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('You are offline; the page will load when the connection is back.');
      expect(alert).not.toHaveTextContent('new version');
      expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
      expect(onReload).not.toHaveBeenCalled();
      setOnline(true);
      expect(onReload).toHaveBeenCalledTimes(1);
    });

    it('online, a missing chunk is still a new version', () => {
      restore = setOnline(true);
      render(<ErrorPanel error={chunkError} onReload={() => {}} />);
      expect(screen.getByRole('alert')).toHaveTextContent('A new version may be available. Reload the page to continue.');
      expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    });

    it('an API call that failed offline is retried once the connection is back', async () => {
      restore = setOnline(false);
      const onRetry = vi.fn();
      render(<ErrorPanel error={offlineError()} onRetry={onRetry} />);
      expect(screen.getByRole('alert')).toHaveTextContent('You are offline. Try again when the connection is back.');
      setOnline(true);
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });

  it('a request that timed out shows its message with Try again', async () => {
    const onRetry = vi.fn();
    render(<ErrorPanel error={timeoutError(30_000)} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not answer within 30 s. Try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('isChunkLoadError ignores ordinary errors', () => {
    expect(isChunkLoadError(new Error('Guests could not be loaded'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('toggleFullscreen', () => {
  const fakeDoc = (init: { enabled: boolean; request?: () => Promise<void>; element?: Element | null }) => {
    const exitFullscreen = vi.fn(async () => {});
    return {
      doc: {
        fullscreenEnabled: init.enabled,
        fullscreenElement: init.element ?? null,
        exitFullscreen,
        documentElement: { requestFullscreen: init.request ?? vi.fn(async () => {}) },
      } as unknown as Document,
      exitFullscreen,
    };
  };

  it('requests fullscreen on <html>', async () => {
    const request = vi.fn(async () => {});
    await expect(toggleFullscreen(fakeDoc({ enabled: true, request }).doc)).resolves.toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
  });
  it('exits when already fullscreen', async () => {
    const { doc, exitFullscreen } = fakeDoc({ enabled: true, element: document.body });
    await expect(toggleFullscreen(doc)).resolves.toBe(false);
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
  });
  it('logs when unsupported', async () => {
    await toggleFullscreen(fakeDoc({ enabled: false }).doc);
    expect(console.warn).toHaveBeenCalledWith(FULLSCREEN_UNAVAILABLE_MESSAGE);
  });
  it('logs when the request is refused', async () => {
    await toggleFullscreen(fakeDoc({ enabled: true, request: () => Promise.reject(new TypeError('denied')) }).doc);
    expect(console.warn).toHaveBeenCalledWith(FULLSCREEN_FAILED_MESSAGE);
  });
});
