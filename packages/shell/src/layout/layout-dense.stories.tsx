import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LayoutDemo } from './layout-demo';
import { frameChecks, phoneDrawer } from './layout-story-plays';

const FRAME = { footer: true, navigation: true };

const meta = {
  title: 'Shell/Layouts/Dense',
  component: LayoutDemo,
  parameters: { layout: 'fullscreen', route: '/welcome' },
  globals: { layout: 'dense' },
} satisfies Meta<typeof LayoutDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { play: (ctx) => frameChecks(ctx, FRAME) };
export const Dark: Story = { globals: { scheme: 'dark' }, play: (ctx) => frameChecks(ctx, FRAME) };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, play: phoneDrawer };

/** The header button switches the navigation between dense and default. */
export const ToggleDense: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toHaveAttribute('data-appearance', 'dense');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle dense navigation' }));
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toHaveAttribute('data-appearance', 'default');
  },
};
