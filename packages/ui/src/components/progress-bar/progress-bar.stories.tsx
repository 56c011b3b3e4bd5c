import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { value: 60, label: 'Uploading guest list' },
  argTypes: { value: { control: { type: 'range', min: -10, max: 110 } } },
  decorators: [(Story) => <div className="w-80 max-w-full">{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Uploading guest list' })).toHaveAttribute('aria-valuenow', '60');
  },
};

export const Indeterminate: Story = {
  args: { value: null, label: 'Loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const Steps: Story = {
  render: (args) => (
    <div className="space-y-3">
      {[0, 25, 50, 75, 100].map((value) => (
        <ProgressBar key={value} {...args} value={value} label={`${value} percent`} />
      ))}
    </div>
  ),
};

export const Thin: Story = { args: { size: 'sm', value: 35, label: 'Page loading' } };

export const OutOfRange: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const RightToLeft: Story = {
  args: { value: 30, label: 'تقدم' },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};

export const StepsDark: Story = { ...Steps, parameters: { scheme: 'dark' } };
