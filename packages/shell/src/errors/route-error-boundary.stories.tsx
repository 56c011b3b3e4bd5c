import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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
