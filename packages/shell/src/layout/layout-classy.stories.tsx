import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LayoutDemo } from './layout-demo';
import { frameChecks, phoneDrawer } from './layout-story-plays';

const FRAME = { footer: false, navigation: true };

const meta = {
  title: 'Shell/Layouts/Classy',
  component: LayoutDemo,
  parameters: { layout: 'fullscreen', route: '/welcome' },
  globals: { layout: 'classy' },
} satisfies Meta<typeof LayoutDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { play: (ctx) => frameChecks(ctx, FRAME) };
export const Dark: Story = { globals: { scheme: 'dark' }, play: (ctx) => frameChecks(ctx, FRAME) };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, play: phoneDrawer };

/** The classy navigation header: notifications and user menu, the user card and the version label 20.1.0. */
export const UserCard: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(nav).getByText('20.1.0', { exact: false })).toBeInTheDocument());
    await expect(within(nav).getByRole('button', { name: 'Notifications (placeholder)' })).toBeInTheDocument();
  },
};

/** Switching layout in the settings drawer keeps the page's state (the counter survives). */
export const SwitchLayoutKeepsState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Clicked 0' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clicked 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open settings' }));
    const drawer = await body.findByRole('dialog', { name: 'Settings' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Modern' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="layout"]')).toHaveAttribute('data-layout', 'modern'));
    await expect(canvas.getByRole('button', { name: 'Clicked 2' })).toBeInTheDocument();
  },
};

export const Receptionist: Story = { globals: { role: 'receptionist' }, play: (ctx) => frameChecks(ctx, FRAME) };
export const Waitress: Story = { globals: { role: 'waitress' }, play: (ctx) => frameChecks(ctx, FRAME) };
