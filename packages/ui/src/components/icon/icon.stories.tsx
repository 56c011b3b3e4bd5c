import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Icon } from './icon';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'heroicons_outline:home', size: 'lg' },
  argTypes: { size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 48] } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('svg[data-state="ready"]')).not.toBeNull());
  },
};

export const Sets: Story = {
  render: (args) => (
    <ul className="grid grid-cols-2 gap-3 text-sm text-foreground sm:grid-cols-4">
      {[
        'heroicons_outline:bell',
        'heroicons_solid:bell',
        'heroicons_mini:bell',
        'material_solid:hotel',
        'material_outline:hotel',
        'material_twotone:hotel',
        'feather:bell',
      ].map((name) => (
        <li key={name} className="flex items-center gap-2">
          <Icon {...args} name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('svg[data-state="ready"]')).toHaveLength(7));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3 text-foreground">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const WithTitle: Story = {
  args: { name: 'heroicons_outline:bell', title: 'Notifications' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Notifications' })).toBeInTheDocument();
  },
};

export const UnknownName: Story = {
  args: { name: 'heroicons_outline:no-such-icon' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="missing"]')).not.toBeNull());
  },
};

export const UnknownSet: Story = {
  args: { name: 'fontawesome:home', title: 'Home' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="missing"]')).not.toBeNull();
  },
};
