import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CharacterCount, CharacterCountStatus } from './character-count';

const meta = {
  title: 'UI/CharacterCount',
  component: CharacterCount,
  args: { length: 120, max: 2000 },
  decorators: [(Story) => <div className="rounded-lg bg-card p-4">{Story()}</div>],
} satisfies Meta<typeof CharacterCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Well within the limit: muted. */
export const Within: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('120 / 2,000 characters')).toHaveAttribute('data-state', 'within');
  },
};

/** From 80 % of the limit on. */
export const Near: Story = {
  args: { length: 1980 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,980 / 2,000 characters')).toHaveAttribute('data-state', 'near');
  },
};

/** Over the limit: nothing was cut, the count says so in the warn colour. */
export const Over: Story = {
  args: { length: 10_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('10,000 / 2,000 characters')).toHaveAttribute('data-state', 'over');
  },
};

/** In Turkish: the numbers in the language's digits grouping, the words from `labels`. */
export const Turkish: Story = {
  args: { length: 1980, language: 'tr', labels: { count: (length, max) => `${length} / ${max} karakter` } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.980 / 2.000 karakter')).toBeVisible();
  },
};

/** The status a screen reader hears once typing pauses (visually hidden; here made visible). */
export const Status: Story = {
  args: { length: 2345 },
  render: (args) => (
    <div className="grid gap-1 text-sm">
      <CharacterCount {...args} />
      <CharacterCountStatus length={args.length} max={args.max} className="not-sr-only" delay={0} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('345 characters too many')).toBeVisible();
  },
};
