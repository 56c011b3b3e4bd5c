import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const compose = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: 'heroicons_outline:inbox',
    title: 'No messages',
    description: 'When guests or colleagues write to you, their messages appear here.',
    action: <Button onClick={compose}>Write a message</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No messages' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Write a message' }));
    await expect(compose).toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  args: { icon: 'heroicons_outline:magnifying-glass', title: 'No results for "suite 9"', description: 'Try another room number or guest name.', action: undefined },
};

export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined, title: 'Select a conversation' } };

export const LongText: Story = {
  args: {
    title: 'There are no unassigned housekeeping tasks for any floor of any property in this region today',
    description:
      'Tasks appear here as soon as a room is checked out, marked dirty by the front desk, or scheduled for a deep clean by the housekeeping manager.',
  },
};
