import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it('loads on hover and swaps the loaded part in', async () => {
    const { lazy, loader, resolve } = controlledLoad();
    render(<Harness lazy={lazy} />);
    await userEvent.setup().hover(trigger());
    expect(loader).toHaveBeenCalledOnce();
    await resolve();
    expect(screen.getByTestId('loaded')).toContainElement(trigger());
    expect(screen.queryByRole('dialog')).toBeNull();
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

  it('leaves focus alone when the stand-in did not have it', async () => {
    const { lazy, resolve } = controlledLoad();
    render(
      <>
        <input aria-label="Elsewhere" />
        <Harness lazy={lazy} />
      </>,
    );
    await userEvent.setup().hover(trigger());
    screen.getByRole('textbox', { name: 'Elsewhere' }).focus();
    await resolve();
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('opens from a menu key of the stand-in', async () => {
    const { lazy, resolve } = controlledLoad();
    render(<Harness lazy={lazy} options={{ popup: 'menu', openKeys: ['ArrowDown'] }} />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    trigger().focus();
    await userEvent.setup().keyboard('{ArrowDown}');
    await resolve();
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
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
    const tooltip: UseLoadOnIntentOptions = { interaction: 'hover', popup: 'tooltip', onOpenRequest: undefined };

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

    it('does not swap after a press: a press closes a tooltip', async () => {
      const { lazy, resolve } = controlledLoad();
      render(<Harness lazy={lazy} options={tooltip} />);
      const user = userEvent.setup();
      await user.hover(trigger());
      await user.pointer({ keys: '[MouseLeft]', target: trigger() });
      await resolve();
      expect(screen.queryByTestId('loaded')).toBeNull();
      await user.unhover(trigger());
      await user.hover(trigger());
      await waitFor(() => expect(screen.getByTestId('loaded')).toBeInTheDocument());
    });
  });
});
