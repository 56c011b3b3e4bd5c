import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Notes', placeholder: 'Anything the front desk should know' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await userEvent.type(box, 'Needs a cot');
    await expect(box).toHaveValue('Needs a cot');
  },
};

export const AutoGrow: Story = {
  args: { autoGrow: true, rows: 2, maxRows: 6 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox');
    const before = box.getBoundingClientRect().height;
    await userEvent.type(box, 'one{Enter}two{Enter}three{Enter}four');
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'x' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only after checkout' } };

export const LongText: Story = {
  args: {
    autoGrow: true,
    maxRows: 4,
    defaultValue:
      'Guest requested a quiet room away from the elevator. Allergic to feathers: hypoallergenic pillows. Arrives by train at 23:40; keep the room. Corporate rate approved by the sales office; invoice to the company address on file.',
  },
};

export const RightToLeft: Story = {
  args: { 'aria-label': 'ملاحظات', defaultValue: 'يصل الضيف متأخرا' },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
