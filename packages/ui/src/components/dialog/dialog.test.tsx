import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function Example(props: { onOpenChange?: (open: boolean) => void; showCloseButton?: boolean }) {
  return (
    <Dialog onOpenChange={props.onOpenChange}>
      <DialogTrigger>Open</DialogTrigger>
      <DialogContent showCloseButton={props.showCloseButton}>
        <DialogTitle>Room move</DialogTitle>
        <DialogDescription>Move the guest to another room.</DialogDescription>
        <button type="button">Inside</button>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens a named, described modal in document.body', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Room move' });
    expect(dialog).toHaveAccessibleDescription('Move the guest to another room.');
    expect(dialog.parentElement?.closest('[data-slot]')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('closes with Escape and the close button, returning focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('can hide the close button', async () => {
    render(<Example showCloseButton={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
