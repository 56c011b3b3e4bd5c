import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Label } from '../label/label';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { id: 'terms', onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>Send the invoice by email</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send the invoice by email' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

function AmenityChecklist() {
  const [items, setItems] = React.useState([true, false, false]);
  const all = items.every(Boolean) ? true : items.some(Boolean) ? 'indeterminate' : false;
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-2">
        <Checkbox id="all" checked={all} onCheckedChange={(v) => setItems(items.map(() => v === true))} />
        <Label htmlFor="all">All amenities</Label>
      </div>
      {['Breakfast', 'Parking', 'Spa'].map((name, i) => (
        <div key={name} className="flex items-center gap-2 ps-6">
          <Checkbox
            id={name}
            checked={items[i]}
            onCheckedChange={(v) => setItems(items.map((x, j) => (j === i ? v === true : x)))}
          />
          <Label htmlFor={name}>{name}</Label>
        </div>
      ))}
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <AmenityChecklist />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All amenities' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'Spa' })).toBeChecked();
    await expect(all).toHaveAttribute('aria-checked', 'true');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
