import type { ReactElement, ReactNode } from 'react';
import { useControllableState, type Preloadable } from '@hotel/ui';
import { useLazyWidget } from './use-lazy-widget';

/** What a lazily loaded popup receives from LazyPopup. */
export interface PopupContentProps {
  /** The trigger, to render inside the popup's own trigger part (`asChild`). */
  trigger: ReactElement;
  /** Whether the popup is open. */
  open: boolean;
  /** Opens or closes the popup. */
  onOpenChange: (open: boolean) => void;
}

export interface LazyPopupProps<T> {
  /** The popup's code, loaded on intent (usually a component taking `PopupContentProps`). */
  content: Preloadable<T>;
  /** What opens, as the user knows it ('Messages', 'User menu'): a failed load's toast names it. */
  name: string;
  /** The kind of popup: until it loads, the trigger carries its closed-state ARIA attributes. */
  popup: 'dialog' | 'menu';
  /** The trigger, rendered at first paint and handed to the popup once loaded. */
  trigger: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the popup opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Renders the loaded popup around the trigger. */
  children: (loaded: T, popup: PopupContentProps) => ReactNode;
}

/** The keys a Radix menu trigger opens on (the first item takes focus). */
const MENU_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A trigger whose popup (panel, menu, drawer) loads on intent: the trigger renders at first paint;
 * hovering, focusing or pressing it loads the popup, and a click while it loads opens it on
 * arrival (see `useLoadOnIntent`). Owns the open state (`open`/`defaultOpen`/`onOpenChange`) so the
 * trigger can open a popup that is not there yet; a failed load shows the shell's error toast and
 * leaves the trigger ready to try again.
 */
export function LazyPopup<T>({ content, name, popup, trigger, open, defaultOpen = false, onOpenChange, children }: LazyPopupProps<T>) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const widget = useLazyWidget(content, {
    name,
    popup,
    replayKeys: popup === 'menu' ? MENU_KEYS : undefined,
    active: isOpen,
    onOpenRequest: () => setOpen(true),
    onError: () => setOpen(false),
  });
  const element = widget.renderTrigger(trigger);
  return widget.loaded === null ? element : children(widget.loaded, { trigger: element, open: isOpen, onOpenChange: setOpen });
}
