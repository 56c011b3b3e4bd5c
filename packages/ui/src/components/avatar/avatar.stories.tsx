import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar';

/** An inline image so the story never needs the network. */
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#6366f1"/><circle cx="32" cy="26" r="12" fill="#e0e7ff"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#e0e7ff"/></svg>');

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  argTypes: {
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    status: { control: 'select', options: [undefined, 'online', 'away', 'busy', 'not-visible'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { src: PHOTO, status: 'online' } };

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};

export const Statuses: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <Avatar {...args} status="online" />
      <Avatar {...args} status="away" />
      <Avatar {...args} status="busy" />
      <Avatar {...args} status="not-visible" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Online', 'Away', 'Busy', 'Invisible']) {
      await expect(canvas.getByRole('img', { name: label })).toBeInTheDocument();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} status="online" />
      ))}
    </div>
  ),
};

export const BrokenImage: Story = {
  args: { src: '/no-such-image.png', name: 'Grace Hopper' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
  },
};

/** Decorative (no name), its image broken: the fallback shows but is hidden from assistive technology (no unnamed image for axe). */
export const DecorativeBrokenImage: Story = {
  args: { src: '/no-such-image.png', name: '' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).toHaveAttribute('aria-hidden', 'true'));
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Square: Story = { args: { square: true, size: 'lg' } };

export const StatusesDark: Story = { ...Statuses, parameters: { scheme: 'dark' } };
