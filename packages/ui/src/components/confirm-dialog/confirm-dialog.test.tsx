import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, ConfirmProvider, useConfirm, type ConfirmResult } from '.';

describe('ConfirmDialog', () => {
  it('shows the default texts', async () => {
    render(<ConfirmDialog defaultOpen />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm action' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to confirm this action?');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it.each([
    ['Confirm', 'confirmed'],
    ['Cancel', 'cancelled'],
  ] as const)('clicking %s resolves %s', async (button, result) => {
    const onResult = vi.fn();
    render(<ConfirmDialog defaultOpen onResult={onResult} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: button }));
    expect(onResult).toHaveBeenCalledWith(result);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('ignores Escape unless dismissible', async () => {
    const onResult = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(<ConfirmDialog defaultOpen onResult={onResult} />);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onResult).not.toHaveBeenCalled();
    unmount();
    render(<ConfirmDialog defaultOpen dismissible onResult={onResult} />);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledWith('cancelled');
  });

  it('useConfirm resolves the promise with the choice', async () => {
    let confirmFn: ReturnType<typeof useConfirm> | undefined;
    function Grab() {
      confirmFn = useConfirm();
      return null;
    }
    render(
      <ConfirmProvider>
        <Grab />
      </ConfirmProvider>,
    );
    let promise: Promise<ConfirmResult> | undefined;
    act(() => {
      promise = confirmFn?.({ title: 'Delete note' });
    });
    await screen.findByRole('alertdialog', { name: 'Delete note' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(promise).resolves.toBe('confirmed');
  });

  it('a second request cancels the first', async () => {
    let confirmFn: ReturnType<typeof useConfirm> | undefined;
    function Grab() {
      confirmFn = useConfirm();
      return null;
    }
    render(
      <ConfirmProvider>
        <Grab />
      </ConfirmProvider>,
    );
    let first: Promise<ConfirmResult> | undefined;
    act(() => {
      first = confirmFn?.();
      void confirmFn?.({ title: 'Second' });
    });
    await expect(first).resolves.toBe('cancelled');
    expect(await screen.findByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();
  });

  it('useConfirm throws outside its provider', () => {
    function Probe() {
      useConfirm();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('`useConfirm` must be used within `<ConfirmProvider>`');
  });
});
