import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { offlineError, timeoutError } from '../http/deadline';
import { ErrorPanel } from './error-panel';
import { RouteErrorBoundary } from './route-error-boundary';

const meta = {
  title: 'Shell/Errors/ErrorPanel',
  component: ErrorPanel,
  args: { error: new Error('The guest list could not be loaded.'), onRetry: fn(), onReload: fn() },
  decorators: [
    (Story) => (
      <div className="bg-background text-foreground">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ChunkLoadFailed: Story = {
  args: { error: new TypeError('Failed to fetch dynamically imported module: /assets/guests-3f2a.js') },
  play: async ({ canvasElement, args }) => {
    const reload = within(canvasElement).getByRole('button', { name: 'Reload' });
    reload.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Makes the browser report no connection for one story (navigator.onLine and the 'offline' event). */
function goOffline() {
  const own = Object.getOwnPropertyDescriptor(navigator, 'onLine');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    if (own) Object.defineProperty(navigator, 'onLine', own);
    else delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
  };
}

/** A chunk that failed offline is no new version: no Reload (the browser's offline page); it reloads once back online. */
export const ChunkLoadOffline: Story = {
  args: { error: new TypeError('Failed to fetch dynamically imported module: /assets/guests-3f2a.js') },
  beforeEach: goOffline,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('You are offline; the page will load when the connection is back.');
    await expect(within(alert).queryByRole('button', { name: 'Reload' })).toBeNull();
  },
};

/** An API call that failed offline: retried by itself once the connection is back, or with Try again. */
export const RequestOffline: Story = {
  args: { error: offlineError() },
  beforeEach: goOffline,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You are offline. Try again when the connection is back.');
  },
};

/** A request that got no answer within the HTTP client's time-out (30 s by default). */
export const RequestTimedOut: Story = {
  args: { error: timeoutError(30_000) },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The server did not answer within 30 s. Try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongMessage: Story = {
  args: {
    error: new Error(
      'The server answered with an unexpectedly long explanation: ' + 'ledger-posting-reconciliation-failure-'.repeat(8),
    ),
  },
};

function Thrower({ fail }: { fail: boolean }) {
  if (fail) throw new Error('Night audit report failed to render.');
  return <p>Night audit report</p>;
}

function BoundaryDemo() {
  const [fail, setFail] = useState(true);
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-4">
      <nav aria-label="Main">
        <a className="text-primary underline" href="#home">
          Home
        </a>
      </nav>
      <main>
        <RouteErrorBoundary onReset={() => setFail(false)}>
          <Thrower fail={fail} />
        </RouteErrorBoundary>
      </main>
    </div>
  );
}

/** A failing page inside the layout: navigation stays usable and 'Try again' recovers. */
export const BoundaryRecovers: Story = {
  render: () => <BoundaryDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Night audit report failed to render.');
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.getByText('Night audit report')).toBeVisible();
  },
};
