import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingBar } from './loading-bar';
import { createLoadingStore } from './loading-store';

const meta = {
  title: 'Shell/LoadingBar',
  component: LoadingBar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="relative min-h-24 bg-background p-4 text-foreground">
        <Story />
        <p>Page content</p>
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No request in flight: nothing is rendered. */
export const Idle: Story = {
  args: { store: createLoadingStore() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

/** A tracked request is in flight. */
export const Indeterminate: Story = {
  args: { store: createLoadingStore({ show: true, mode: 'indeterminate' }), autoMode: false },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
    await expect(bar.getBoundingClientRect().height).toBe(6);
  },
};

/** Determinate progress at 40 %. */
export const Determinate40: Story = {
  name: 'Determinate 40%',
  args: { store: createLoadingStore({ show: true, mode: 'determinate', progress: 40 }), autoMode: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};
