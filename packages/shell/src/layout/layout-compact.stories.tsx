import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutDemo } from './layout-demo';
import { frameChecks, phoneDrawer, railFlyout } from './layout-story-plays';

const FRAME = { footer: true, navigation: true };

const meta = {
  title: 'Shell/Layouts/Compact',
  component: LayoutDemo,
  parameters: { layout: 'fullscreen', route: '/welcome' },
  globals: { layout: 'compact' },
} satisfies Meta<typeof LayoutDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { play: (ctx) => frameChecks(ctx, FRAME) };
export const Dark: Story = { globals: { scheme: 'dark' }, play: (ctx) => frameChecks(ctx, FRAME) };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, play: phoneDrawer };

/** The rail by keyboard: a group's collapsable opens its flyout, Escape closes it, focus returns. */
export const RailFlyout: Story = { globals: { viewport: { value: 'desktop' } }, play: railFlyout };
export const RailFlyoutDark: Story = { globals: { viewport: { value: 'desktop' }, scheme: 'dark' }, play: railFlyout };
