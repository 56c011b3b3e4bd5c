import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer, DrawerContent, DrawerTitle, DrawerTrigger, useDrawer, type DrawerProps } from './drawer';

function Example(props: DrawerProps) {
  return (
    <Drawer {...props}>
      <DrawerTrigger>Menu</DrawerTrigger>
      <DrawerContent aria-describedby={undefined}>
        <DrawerTitle>Main menu</DrawerTitle>
      </DrawerContent>
      <p>Page</p>
    </Drawer>
  );
}

describe('Drawer', () => {
  it.each(['left', 'right'] as const)('opens on the %s side and closes with Escape', async (side) => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Example side={side} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(drawer).toHaveAttribute('data-side', side);
    expect(drawer).toHaveAttribute('data-mode', 'over');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('applies the width as a CSS variable', async () => {
    render(<Example defaultOpen width={400} />);
    expect((await screen.findByRole('dialog')).style.getPropertyValue('--drawer-width')).toBe('400px');
  });

  it('in side mode renders inline and stays open on outside clicks', async () => {
    const { container } = render(<Example mode="side" defaultOpen />);
    const panel = screen.getByRole('dialog', { name: 'Main menu' });
    expect(container).toContainElement(panel);
    await userEvent.setup().click(screen.getByText('Page'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('useDrawer throws outside a Drawer', () => {
    function Probe() {
      useDrawer();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('`useDrawer` must be used within `<Drawer>`');
  });
});
