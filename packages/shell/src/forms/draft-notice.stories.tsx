import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftNotice } from './draft-notice';

/** 25 Nov 2026, 14:05 local time: when the restored input was last changed. */
const RESTORED_AT = new Date(2026, 10, 25, 14, 5).getTime();

const meta = {
  title: 'Shell/Forms/DraftNotice',
  component: DraftNotice,
  args: { restoredAt: RESTORED_AT, onDiscard: fn() },
  decorators: [
    (Story) => (
      <form aria-label="Edit guest" className="grid max-w-xl gap-4 p-4">
        <Story />
        <label className="grid gap-1 text-sm">
          Name
          <input className="rounded border border-border px-2 py-1" defaultValue="Ayşe Yılmaz (kept from the draft)" />
        </label>
      </form>
    ),
  ],
} satisfies Meta<typeof DraftNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Above a form whose unsaved input came back after a new sign-in: when it was typed, and 'Discard draft'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Edit guest' });
    const notice = within(form).getByText(/^Your unsaved input from .+ was restored\.$/);
    await expect(notice).toBeVisible();
    await expect(notice.textContent).toContain('11/25/26');
  },
};

/** 'Discard draft' hands the choice to the form, which resets its input and forgets the draft. */
export const Discard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Discard draft' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

/** Nothing was restored: the notice takes no room at all. */
export const NothingRestored: Story = {
  args: { restoredAt: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="draft-notice"]')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Discard draft' })).toBeNull();
  },
};

/** In Turkish, with the date and time in the Turkish form. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Taslağı sil' })).toBeVisible();
    await expect(canvas.getByText(/tarihli kaydedilmemiş girişiniz geri yüklendi\.$/).textContent).toContain('25.11.2026');
  },
};

/** At phone width the button stays reachable beside (or under) the sentence. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Discard draft' })).toBeVisible();
  },
};

/** Dark scheme. */
export const Dark: Story = { globals: { scheme: 'dark' } };
