import * as React from 'react';
import { Slot } from 'radix-ui';
import type { Preloadable, PreloadStatus } from '../lib/lazy-with-preload';
import { useFocusHandOff } from './use-focus-hand-off';

/** The kind of popup the loaded trigger opens; the stand-in carries the same closed-state attributes. */
type IntentPopup = 'dialog' | 'menu' | 'tooltip';

/**
 * What swapped the loaded part in: `ready` (it had loaded before the trigger mounted), `active`,
 * `focus`, `press` (a press, click or open key on the stand-in) or `rest` (the pointer rested on it).
 */
type IntentCause = 'ready' | 'active' | 'focus' | 'press' | 'rest';

/** Options of {@link useLoadOnIntent}. */
interface UseLoadOnIntentOptions {
  /** Load and swap in at once, without waiting for intent (e.g. while the panel is open). Default false. */
  active?: boolean;
  /**
   * What counts as intent. `press` (panels and menus, the default): a pointer entering the trigger
   * starts the load; focus or a press swaps the loaded part in. `hover` (tooltips): a mouse or pen
   * entering starts the load and resting there `restDelay` ms swaps it in, as does keyboard focus;
   * touch never counts (touch shows no tooltips), and a press cancels a swap that has not happened.
   * A pointer passing over never swaps, so a click always lands on the node it was aimed at.
   */
  interaction?: 'press' | 'hover';
  /** `interaction: 'hover'`: how long the pointer rests on the trigger before the swap (a tooltip's open delay). Default 300. */
  restDelay?: number;
  /** The popup of the loaded trigger: the stand-in gets its closed-state ARIA and `data-state` attributes. */
  popup?: IntentPopup;
  /** Called when the stand-in is clicked (or activated by Enter or Space): open what is loading. */
  onOpenRequest?: () => void;
  /**
   * Keys the loaded trigger handles itself (a menu: Enter, Space, ArrowDown). Pressed on the
   * stand-in, they ask for the load and are pressed again on the loaded trigger when it arrives
   * (if it has focus), so it behaves exactly as if pressed there (a menu focuses its first item).
   */
  replayKeys?: readonly string[];
  /**
   * Called when a load that was asked for fails (`active`, `load()` or an open request). Loads
   * started by hover or focus fail silently; the next intent tries again.
   */
  onError?: (error: unknown) => void;
}

/** What {@link useLoadOnIntent} returns. */
interface LoadOnIntent<T> {
  /** The loaded value once it is swapped in (after intent or `active`, never during a press on the trigger); null before. */
  loaded: T | null;
  /** What swapped the loaded value in; null before. */
  cause: IntentCause | null;
  /** Status of the shared load. */
  status: PreloadStatus;
  /** The failure of the last attempt while `status` is 'error'. */
  error: unknown;
  /** Whether a load that was asked for is in flight (the stand-in is `aria-busy` meanwhile). */
  pending: boolean;
  /** Asks for the load now; it is swapped in once it arrives and a failure goes to `onError`. */
  load: () => void;
  /**
   * Wraps the trigger element (the same one before and after the load): the stand-in gets the
   * intent handlers, both get the ref that moves focus to the loaded trigger when the stand-in had it.
   */
  renderTrigger: (trigger: React.ReactElement) => React.ReactElement;
}

const POPUP_ATTRIBUTES: Record<IntentPopup, Record<string, string | boolean>> = {
  dialog: { type: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': false, 'data-state': 'closed' },
  menu: { type: 'button', 'aria-haspopup': 'menu', 'aria-expanded': false, 'data-state': 'closed' },
  tooltip: { 'data-state': 'closed' },
};

const NONE = {};

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: treat focus as keyboard focus (the conservative choice).
    return true;
  }
}

/**
 * Renders a trigger at first paint and what it opens only once the user shows intent: a pointer
 * entering, focus or a press loads the `Preloadable`; focus, a press (or, for tooltips, a pointer
 * resting on the trigger) swaps the loaded value in. Until then the trigger itself is the fallback
 * (no spinner, no layout shift): a click asks to open (`onOpenRequest`) and what opens appears as
 * soon as it has loaded.
 *
 * The swap keeps the user's place: it never happens under a passing pointer or during a press (a
 * click always lands on the node it was aimed at), and focus moves to the loaded trigger when the
 * stand-in had it. A failed load leaves a working trigger: the next intent tries again.
 */
function useLoadOnIntent<T>(preloadable: Preloadable<T>, options: UseLoadOnIntentOptions = {}): LoadOnIntent<T> {
  const { active = false, interaction = 'press', restDelay = 300, popup, onOpenRequest, replayKeys, onError } = options;
  const snapshot = React.useSyncExternalStore(preloadable.subscribe, preloadable.getSnapshot, preloadable.getSnapshot);
  // Why the loaded part may be swapped in; a value loaded before this trigger mounted renders at once.
  const [cause, setCause] = React.useState<IntentCause | null>(() => (preloadable.getSnapshot().status === 'loaded' ? 'ready' : null));
  const activate = React.useCallback((next: IntentCause) => setCause((current) => current ?? next), []);
  const [held, setHeld] = React.useState(false);
  // Asked for (open request or `load()`): failures are reported and the stand-in is busy meanwhile.
  const [asked, setAsked] = React.useState(false);
  const pending = (asked || active) && snapshot.status === 'loading';
  const ready = snapshot.status === 'loaded' && (cause !== null || active) && !held;
  const [swappedBy, setSwappedBy] = React.useState<IntentCause | null>(ready ? (cause ?? 'active') : null);
  if (ready && swappedBy === null) setSwappedBy(cause ?? 'active');

  const latest = React.useRef({ onError, onOpenRequest });
  React.useLayoutEffect(() => {
    latest.current = { onError, onOpenRequest };
  });

  const reported = React.useRef<Promise<T> | null>(null);
  const replay = React.useRef<string | null>(null);
  const report = React.useCallback((attempt: Promise<T>) => {
    if (reported.current === attempt) return;
    reported.current = attempt;
    attempt.catch((error: unknown) => {
      setAsked(false);
      replay.current = null;
      latest.current.onError?.(error);
    });
  }, []);
  const load = React.useCallback(() => {
    activate('press');
    setAsked(true);
    if (preloadable.getSnapshot().status !== 'loaded') report(preloadable.preload());
  }, [preloadable, report, activate]);

  const preload = React.useCallback(() => {
    preloadable.preload().catch(() => {
      // Intent is only a hint: the next intent, or a click, tries again and reports.
    });
  }, [preloadable]);

  React.useEffect(() => {
    if (active && preloadable.getSnapshot().status !== 'loaded') report(preloadable.preload());
  }, [active, preloadable, report]);

  const nodeRef = React.useRef<HTMLElement | null>(null);
  const ref = useFocusHandOff(nodeRef);

  // A press that began on the stand-in ends with its click, a cancel, or a release elsewhere.
  const pressing = React.useRef(false);
  const release = React.useCallback(() => {
    pressing.current = false;
    setHeld(false);
  }, []);
  React.useEffect(() => {
    if (!held) return;
    const doc = nodeRef.current?.ownerDocument ?? document;
    const onPointerUp = (event: PointerEvent) => {
      if (!(event.target instanceof Node && nodeRef.current?.contains(event.target))) release();
    };
    doc.addEventListener('pointerup', onPointerUp, true);
    doc.addEventListener('pointercancel', release, true);
    doc.addEventListener('contextmenu', release, true);
    return () => {
      doc.removeEventListener('pointerup', onPointerUp, true);
      doc.removeEventListener('pointercancel', release, true);
      doc.removeEventListener('contextmenu', release, true);
    };
  }, [held, release]);

  // A key pressed on the stand-in is pressed again on the loaded trigger, after the loaded part's
  // own effects (its document listeners) are in place: children's effects run first.
  React.useEffect(() => {
    const key = replay.current;
    const trigger = nodeRef.current;
    if (!swappedBy || !key || !trigger) return;
    replay.current = null;
    if (trigger.ownerDocument.activeElement !== trigger) return;
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, [swappedBy]);

  // Hover: the pointer must rest on the trigger before the swap.
  const rest = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => {
    const timer = rest;
    return () => clearTimeout(timer.current);
  }, []);
  const withdraw = (from: IntentCause) => setCause((current) => (current === from ? null : current));

  const requestOpen = () => {
    latest.current.onOpenRequest?.();
    load();
  };

  const hover = interaction === 'hover';
  const standIn = {
    ...(popup ? POPUP_ATTRIBUTES[popup] : NONE),
    onPointerEnter: (event: React.PointerEvent) => {
      if (hover && event.pointerType === 'touch') return;
      preload();
      if (!hover) return;
      clearTimeout(rest.current);
      rest.current = setTimeout(() => activate('rest'), restDelay);
    },
    onPointerLeave: () => {
      if (!hover) return;
      clearTimeout(rest.current);
      withdraw('rest');
    },
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      if (hover && (pressing.current || !isKeyboardFocus(event.currentTarget))) return;
      preload();
      activate('focus');
    },
    onBlur: () => {
      if (hover) withdraw('focus');
    },
    onPointerDown: (event: React.PointerEvent) => {
      if (hover) {
        // A press closes a tooltip: nothing to show until the pointer comes back.
        clearTimeout(rest.current);
        setCause(null);
      } else {
        preload();
        if (event.button === 0) activate('press');
      }
      if (event.button !== 0) return;
      pressing.current = true;
      setHeld(true);
    },
    onClick: () => {
      release();
      if (onOpenRequest) requestOpen();
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (!replayKeys?.includes(event.key)) return;
      // No click follows (Enter, Space): the key itself is handed to the loaded trigger.
      event.preventDefault();
      replay.current = event.key;
      load();
    },
  };

  const renderTrigger = (trigger: React.ReactElement) => {
    if (swappedBy) return <Slot.Root ref={ref}>{trigger}</Slot.Root>;
    // The trigger's own props win over the stand-in's, so a pending load marks it busy itself.
    const element = pending ? React.cloneElement(trigger as React.ReactElement<{ 'aria-busy'?: boolean }>, { 'aria-busy': true }) : trigger;
    return (
      <Slot.Root ref={ref} {...standIn}>
        {element}
      </Slot.Root>
    );
  };

  return {
    loaded: swappedBy && snapshot.status === 'loaded' ? snapshot.value : null,
    cause: swappedBy,
    status: snapshot.status,
    error: snapshot.error,
    pending,
    load,
    renderTrigger,
  };
}

export { useLoadOnIntent, type IntentCause, type IntentPopup, type LoadOnIntent, type UseLoadOnIntentOptions };
