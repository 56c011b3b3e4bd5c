import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: 'heroicons_outline:bell', label: 'Notifications', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['ghost', 'default', 'outline', 'destructive'] },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    // Found again after focus: the tooltip's Radix trigger is swapped in on focus, keeping it.
    const button = () => within(canvasElement).getByRole('button', { name: 'Notifications' });
    await userEvent.tab();
    await expect(button()).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Notifications');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    await expect(button()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  args: { tooltip: false },
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} variant="ghost" />
      <IconButton {...args} variant="default" icon="heroicons_outline:plus" label="Add booking" />
      <IconButton {...args} variant="outline" icon="heroicons_outline:pencil" label="Edit" />
      <IconButton {...args} variant="destructive" icon="heroicons_outline:trash" label="Delete" />
    </div>
  ),
};

export const Sizes: Story = {
  args: { tooltip: false },
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" />
      <IconButton {...args} size="lg" />
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, label: 'Refreshing', tooltip: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Refreshing' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const RightToLeft: Story = {
  args: { icon: 'heroicons_outline:arrow-left', label: 'رجوع', tooltip: false },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};

export const VariantsDark: Story = { ...Variants, parameters: { scheme: 'dark' } };
