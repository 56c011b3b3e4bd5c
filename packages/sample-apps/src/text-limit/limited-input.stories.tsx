import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LimitedInput } from './limited-input';

/** The field with its own state, so a story types into it. */
function Field({ initial, onCommit }: { initial: string; onCommit?: () => void }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="flex max-w-sm">
      <LimitedInput label="Label name" value={value} max={20} onValueChange={setValue} onCommit={onCommit} />
    </div>
  );
}

const meta = {
  title: 'Apps/Shared/Limited input',
  component: Field,
  args: { initial: 'Work', onCommit: fn() },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Well within the limit: no count, nothing to read. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Label name' });
    await expect(field).not.toHaveAttribute('aria-describedby');
    await expect(within(canvasElement).queryByText(/characters$/)).toBeNull();
  },
};

/** Near the limit (from 80 %): the count shows and describes the field. */
export const NearTheLimit: Story = {
  args: { initial: 'Housekeeping notes' },
  play: async ({ canvasElement }) => {
    const count = within(canvasElement).getByText('18 / 20 characters');
    await expect(count).toHaveAttribute('data-state', 'near');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Label name' })).toHaveAttribute('aria-describedby', count.id);
  },
};

/** Over the limit: the text is kept whole, counted in the warn colour and marked invalid. */
export const OverTheLimit: Story = {
  args: { initial: 'Housekeeping notes for the night shift' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Label name' });
    await expect(field).toHaveValue('Housekeeping notes for the night shift');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('38 / 20 characters')).toHaveAttribute('data-state', 'over');
  },
};

/** Enter and leaving the field save in place (an inline rename). */
export const CommitsOnEnterAndBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Label name' });
    await userEvent.type(field, ' rota{Enter}');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(args.onCommit).toHaveBeenCalledTimes(2);
  },
};
