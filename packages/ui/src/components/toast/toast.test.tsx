import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, toast } from './toast-store';
import { Toaster, useToast } from './toast';

afterEach(() => act(() => resetToasts()));

describe('Toast', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['error', 'alert'],
  ] as const)('a %s toast has role %s', async (variant, role) => {
    render(<Toaster duration={Number.POSITIVE_INFINITY} />);
    act(() => void toast[variant]('Saved'));
    const el = await screen.findByRole(role, { name: /Saved/ });
    expect(el.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', variant);
  });

  it('closes from its button', async () => {
    render(<Toaster duration={Number.POSITIVE_INFINITY} />);
    act(() => void toast('Hello'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Hello')).toBeNull());
  });

  it('replaces a toast that reuses an id and dismisses by id', async () => {
    render(<Toaster duration={Number.POSITIVE_INFINITY} />);
    act(() => void toast({ id: 'sync', title: 'Syncing…' }));
    act(() => void toast({ id: 'sync', title: 'Synced' }));
    expect(await screen.findByText('Synced')).toBeInTheDocument();
    expect(screen.queryByText('Syncing…')).toBeNull();
    act(() => toast.dismiss('sync'));
    await waitFor(() => expect(screen.queryByText('Synced')).toBeNull());
  });

  it('useToast exposes the current toasts and throws outside Toaster', () => {
    let count = -1;
    function Probe() {
      count = useToast().toasts.length;
      return null;
    }
    render(
      <Toaster>
        <Probe />
      </Toaster>,
    );
    act(() => void toast('One'));
    expect(count).toBe(1);
    function Outside() {
      useToast();
      return null;
    }
    expect(() => render(<Outside />)).toThrow('`useToast` must be used within `<Toaster>`');
  });

  it('mounts the notifications region with the first toast and keeps it', async () => {
    // Fresh modules: the region's code is not loaded yet, as on a page that has shown no toast.
    vi.resetModules();
    const fresh = { ...(await import('./toast')), ...(await import('./toast-store')) };
    render(<fresh.Toaster duration={Number.POSITIVE_INFINITY} />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => void fresh.toast('First'));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region.querySelector('[data-slot="toast-viewport"]')).not.toBeNull();
    act(() => fresh.toast.dismiss());
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
    expect(screen.getByRole('region', { name: /Notifications/ })).toBe(region);
  });
});
