import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog, ConfirmProvider, useConfirm, type ConfirmResult } from '.';

const openA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: { onResult: fn(), children: <Button variant="destructive">Cancel reservation</Button> },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel reservation' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm action' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to confirm this action?');
    // Not dismissible: Escape does nothing.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onResult).toHaveBeenCalledWith('confirmed');
    await expect(trigger).toHaveFocus();
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel reservation' }));
    await screen.findByRole('alertdialog');
    // Focus starts on the safe choice.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith('cancelled'));
  },
};

export const Dismissible: Story = {
  args: { dismissible: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel reservation' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onResult).toHaveBeenCalledWith('cancelled');
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true, children: undefined }, parameters: openA11y };

export const PrimaryTone: Story = {
  args: {
    defaultOpen: true,
    children: undefined,
    tone: 'primary',
    title: 'Send invoice',
    message: 'Email the final invoice to ana@example.com?',
    confirmLabel: 'Send',
  },
  parameters: openA11y,
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    children: undefined,
    title: 'Transfer every open folio of this group booking to the city ledger account of the organising company',
    message:
      'Forty-two folios with a combined balance of 18,240.00 EUR will move to the city ledger. Guests will no longer be able to settle at the front desk and the company will receive one consolidated invoice at the end of the month.',
  },
  parameters: openA11y,
};

export const RightToLeft: Story = {
  args: { defaultOpen: true, children: undefined, title: 'تأكيد الإجراء', message: 'هل أنت متأكد؟', confirmLabel: 'تأكيد', cancelLabel: 'إلغاء' },
  parameters: openA11y,
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};

function ImperativeDemo() {
  const confirm = useConfirm();
  const [result, setResult] = React.useState<ConfirmResult | null>(null);
  return (
    <div className="flex items-center gap-3">
      <Button
        variant="destructive"
        onClick={async () => setResult(await confirm({ title: 'Delete rate plan', message: 'Delete the “Summer 2027” rate plan?', confirmLabel: 'Delete' }))}
      >
        Delete rate plan
      </Button>
      <output aria-label="Result">{result ?? 'none'}</output>
    </div>
  );
}

/** `useConfirm()` inside `<ConfirmProvider>` returns a promise of 'confirmed' | 'cancelled'. */
export const WithUseConfirm: Story = {
  render: () => (
    <ConfirmProvider>
      <ImperativeDemo />
    </ConfirmProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delete rate plan' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete rate plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Result' })).toHaveTextContent('cancelled'));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Result' })).toHaveTextContent('confirmed'));
  },
};
