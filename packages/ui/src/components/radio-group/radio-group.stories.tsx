import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Label } from '../label/label';
import { RadioGroup, RadioGroupItem } from './radio-group';

const options = [
  { value: 'single', label: 'Single' },
  { value: 'double', label: 'Double' },
  { value: 'suite', label: 'Suite' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': 'Room type', defaultValue: 'double', onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      {options.map((o) => (
        <div key={o.value} className="flex items-center gap-2">
          <RadioGroupItem value={o.value} id={`room-${o.value}`} disabled={args.disabled} />
          <Label htmlFor={`room-${o.value}`}>{o.label}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Suite' }));
    await expect(canvas.getByRole('radio', { name: 'Suite' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Double' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Double' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('double');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', className: 'flex gap-6' } };
export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: undefined } };
export const RightToLeft: Story = { decorators: [(Story) => <div dir="rtl">{Story()}</div>] };
