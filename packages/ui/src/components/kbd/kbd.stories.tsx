import type { Meta, StoryObj } from '@storybook/react-vite';
import { Kbd } from './kbd';

const meta = {
  title: 'UI/Kbd',
  component: Kbd,
  args: { children: 'Esc' },
} satisfies Meta<typeof Kbd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chord: Story = { args: { keys: ['Ctrl', 'K'] } };

export const InText: Story = {
  render: () => (
    <p className="text-sm text-muted-foreground">
      Press <Kbd keys={['Ctrl', 'Shift', 'F']} /> to search every hotel, or <Kbd>Esc</Kbd> to close.
    </p>
  ),
};

export const RightToLeft: Story = {
  args: { keys: ['Ctrl', 'K'] },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
