import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutDemo } from './layout-demo';
import { frameChecks, phoneDrawer } from './layout-story-plays';

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
