import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createLoadingStore } from './loading-store';
import { RouteHydrateFallback } from './route-hydrate-fallback';

const meta = {
  title: 'Shell/RouteHydrateFallback',
  component: RouteHydrateFallback,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="relative min-h-24 bg-background p-4 text-foreground">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RouteHydrateFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first route is loading: the bar runs (the fallback holds it on by itself) and screen readers hear "Loading…". */
export const Loading: Story = {
  args: { store: createLoadingStore() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toHaveAttribute('data-state', 'indeterminate');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(args.store?.getSnapshot().show).toBe(true);
  },
};

/** In Turkish: the status is translated. */
export const Turkish: Story = {
  args: { store: createLoadingStore() },
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Yükleniyor…');
  },
};
