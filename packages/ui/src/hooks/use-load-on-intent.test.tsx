import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type KeyboardEvent, type ReactElement } from 'react';
import { Slot } from 'radix-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithPreload, type Preloadable } from '../lib/lazy-with-preload';
import { useLoadOnIntent, type UseLoadOnIntentOptions } from './use-load-on-intent';

type PanelProps = { trigger: ReactElement; open: boolean };

/** What loads: the trigger inside other markup (so it is a new node) and, when open, the panel. */
function Panel({ trigger, open }: PanelProps) {
  return (
    <div data-testid="loaded">
      {trigger}
      {open ? <div role="dialog" aria-label="Panel" /> : null}
    </div>
  );
}

function controlledLoad() {
  let settle!: { resolve: (value: typeof Panel) => void; reject: (error: unknown) => void };
  const loader = vi.fn(
    () =>
      new Promise<typeof Panel>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const lazy = lazyWithPreload(loader);
  return {
    lazy,
    loader,
    resolve: () => act(async () => settle.resolve(Panel)),
    reject: (error: unknown) => act(async () => settle.reject(error)),
  };
}

function Harness({ lazy, options }: { lazy: Preloadable<typeof Panel>; options?: UseLoadOnIntentOptions }) {
  const [open, setOpen] = useState(false);
  const intent = useLoadOnIntent(lazy, { popup: 'dialog', onOpenRequest: () => setOpen(true), ...options });
  const trigger = intent.renderTrigger(<button type="button">Open</button>);
  const Loaded = intent.loaded;
  return Loaded ? <Loaded trigger={trigger} open={open} /> : trigger;
}

const trigger = () => screen.getByRole('button', { name: 'Open' });

describe('useLoadOnIntent', () => {
  it('shows the trigger alone, with the closed attributes of the popup it will open, until there is intent', () => {
    const { lazy, loader } = controlledLoad();
    render(<Harness lazy={lazy} />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByTestId('loaded')).toBeNull();
    expect(loader).not.toHaveBeenCalled();
  });

  it('loads on hover without swapping under the pointer, and swaps the loaded part in on focus', async () => {
    const { lazy, loader, resolve } = controlledLoad();
    render(<Harness lazy={lazy} />);
    const user = userEvent.setup();
    await user.hover(trigger());
    expect(loader).toHaveBeenCalledOnce();
    await resolve();
    expect(screen.queryByTestId('loaded')).toBeNull();
    await user.tab();
    expect(screen.getByTestId('loaded')).toContainElement(trigger());
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on a click after a hover preload, on the node that was clicked', async () => {
    const { lazy, resolve } = controlledLoad();
    render(<Harness lazy={lazy} />);
    const user = userEvent.setup();
    await user.hover(trigger());
    await resolve();
    await user.click(trigger());
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
  });

  it('opens what is still loading when the trigger is clicked, busy meanwhile, and never loses the click', async () => {
    const { lazy, resolve } = controlledLoad();
    render(<Harness lazy={lazy} />);
    const user = userEvent.setup();
    await user.pointer([{ target: trigger() }, { keys: '[MouseLeft>]', target: trigger() }]);
    // The load arrives mid-press: the stand-in stays, or the click would go to a node that is gone.
    await resolve();
    expect(screen.queryByTestId('loaded')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: trigger() });
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
  });

  it('marks the trigger busy while an asked-for load is in flight', async () => {
    const { lazy, resolve } = controlledLoad();
    render(<Harness lazy={lazy} />);
    trigger().focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-busy', 'true');
    await resolve();
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(trigger()).not.toHaveAttribute('aria-busy');
  });

  it('marks busy a trigger that sets aria-busy itself', async () => {
    const { lazy, resolve } = controlledLoad();
    function OwnBusy() {
      const [open, setOpen] = useState(false);
      const intent = useLoadOnIntent(lazy, { onOpenRequest: () => setOpen(true) });
      const trigger = intent.renderTrigger(
        <button type="button" aria-busy={undefined}>
          Open
        </button>,
      );
      const Loaded = intent.loaded;
      return Loaded ? <Loaded trigger={trigger} open={open} /> : trigger;
    }
    render(<OwnBusy />);
    await userEvent.setup().click(trigger());
    expect(trigger()).toHaveAttribute('aria-busy', 'true');
    await resolve();
    expect(trigger()).not.toHaveAttribute('aria-busy');
  });

  it('moves focus to the loaded trigger when the stand-in had it', async () => {
    const { lazy, resolve } = controlledLoad();
    render(<Harness lazy={lazy} />);
    await userEvent.setup().tab();
    const standIn = trigger();
    expect(standIn).toHaveFocus();
    await resolve();
    expect(trigger()).not.toBe(standIn);
    expect(trigger()).toHaveFocus();
  });

  it('leaves focus alone when the stand-in no longer has it', async () => {
    const { lazy, resolve } = controlledLoad();
    render(
      <>
        <Harness lazy={lazy} />
        <input aria-label="Elsewhere" />
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await resolve();
    expect(screen.getByTestId('loaded')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('presses a menu key again on the loaded trigger, so it opens as if pressed there', async () => {
    function Menu({ trigger }: PanelProps) {
      const [open, setOpen] = useState(false);
      return (
        <div data-testid="loaded">
          <Slot.Root onKeyDown={(event: KeyboardEvent) => event.key === 'ArrowDown' && setOpen(true)}>{trigger}</Slot.Root>
          {open ? <div role="menu" aria-label="Menu" /> : null}
        </div>
      );
    }
    let settle!: (value: typeof Menu) => void;
    const lazy = lazyWithPreload(() => new Promise<typeof Menu>((resolve) => (settle = resolve)));
    function MenuHarness() {
      const intent = useLoadOnIntent(lazy, { popup: 'menu', replayKeys: ['Enter', ' ', 'ArrowDown'] });
      const trigger = intent.renderTrigger(<button type="button">Open</button>);
      const Loaded = intent.loaded;
      return Loaded ? <Loaded trigger={trigger} open={false} /> : trigger;
    }
    render(<MenuHarness />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    trigger().focus();
    await userEvent.setup().keyboard('{ArrowDown}');
    expect(trigger()).toHaveAttribute('aria-busy', 'true');
    await act(async () => settle(Menu));
    expect(screen.getByRole('menu', { name: 'Menu' })).toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('loads at once while active', async () => {
    const { lazy, loader, resolve } = controlledLoad();
    render(<Harness lazy={lazy} options={{ active: true }} />);
    expect(loader).toHaveBeenCalledOnce();
    await resolve();
    expect(screen.getByTestId('loaded')).toBeInTheDocument();
  });

  it('renders a part that loaded before it mounted at once', async () => {
    const { lazy, resolve } = controlledLoad();
    const preloading = lazy.preload();
    await resolve();
    await preloading;
    render(<Harness lazy={lazy} />);
    expect(screen.getByTestId('loaded')).toBeInTheDocument();
  });

  it('reports a failed asked-for load once and tries again on the next intent', async () => {
    const { lazy, loader, resolve, reject } = controlledLoad();
    const onError = vi.fn();
    render(<Harness lazy={lazy} options={{ onError }} />);
    const user = userEvent.setup();
    await user.click(trigger());
    const offline = new TypeError('Failed to fetch dynamically imported module');
    await reject(offline);
    expect(onError).toHaveBeenCalledExactlyOnceWith(offline);
    expect(trigger()).not.toHaveAttribute('aria-busy');
    await user.click(trigger());
    expect(loader).toHaveBeenCalledTimes(2);
    await resolve();
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
  });

  it('keeps a failed hover preload quiet', async () => {
    const { lazy, reject } = controlledLoad();
    const onError = vi.fn();
    render(<Harness lazy={lazy} options={{ onError }} />);
    await userEvent.setup().hover(trigger());
    await reject(new Error('offline'));
    expect(onError).not.toHaveBeenCalled();
    expect(lazy.getSnapshot().status).toBe('error');
  });

  describe("interaction 'hover'", () => {
    const tooltip: UseLoadOnIntentOptions = { interaction: 'hover', popup: 'tooltip', onOpenRequest: undefined, restDelay: 300 };
    afterEach(() => {
      vi.useRealTimers();
    });

    it('swaps in once the pointer has rested on the trigger, not when it passes over', async () => {
      vi.useFakeTimers();
      const { lazy, resolve } = controlledLoad();
      render(<Harness lazy={lazy} options={tooltip} />);
      fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
      await resolve();
      act(() => vi.advanceTimersByTime(299));
      fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByTestId('loaded')).toBeNull();
      fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(300));
      expect(screen.getByTestId('loaded')).toBeInTheDocument();
    });

    it('ignores touch and pointer focus, and loads for a mouse or keyboard focus', async () => {
      const { lazy, loader } = controlledLoad();
      render(<Harness lazy={lazy} options={tooltip} />);
      expect(trigger()).toHaveAttribute('data-state', 'closed');
      expect(trigger()).not.toHaveAttribute('aria-haspopup');
      fireEvent.pointerEnter(trigger(), { pointerType: 'touch' });
      expect(loader).not.toHaveBeenCalled();
      fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
      expect(loader).toHaveBeenCalledOnce();
    });

    it('does not swap after a press (a press closes a tooltip), but after keyboard focus', async () => {
      vi.useFakeTimers();
      const { lazy, resolve } = controlledLoad();
      render(<Harness lazy={lazy} options={tooltip} />);
      fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
      fireEvent.pointerDown(trigger(), { pointerType: 'mouse', button: 0 });
      fireEvent.focus(trigger());
      fireEvent.pointerUp(trigger(), { pointerType: 'mouse', button: 0 });
      fireEvent.click(trigger());
      await resolve();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByTestId('loaded')).toBeNull();
      fireEvent.blur(trigger());
      act(() => trigger().focus());
      expect(screen.getByTestId('loaded')).toBeInTheDocument();
      expect(trigger()).toHaveFocus();
    });
  });
});
