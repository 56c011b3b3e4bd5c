import { createContext, use, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

/** One option of a choice in the overflow menu (a language, a shift). */
export interface HeaderOverflowOption {
  /** The value passed to `onValueChange`. */
  value: string;
  /** The option's text. */
  label: string;
  /** A glyph before the text (a flag, an icon). */
  icon?: ReactNode;
  /** `lang` of the option's text (a language's own name). */
  lang?: string;
}

/**
 * What a header tool shows in the phone header's overflow menu: one action (open my panel) or a
 * set of exclusive choices (radio items under a label).
 */
export interface HeaderOverflowItem {
  /** Unique within the header ('messages', 'language'). */
  id: string;
  /** The item's text, or the heading of its choices. */
  label: string;
  /** An icon name ('heroicons_outline:inbox') or a node (a flag). */
  icon?: ReactNode;
  /** A count at the end of the item, and how it reads ('3 unread messages'); 0 shows nothing. */
  badge?: { count: number; label: string };
  /** Runs when the item is chosen, once the menu has closed and focus is back on its trigger. */
  onSelect?: () => void;
  /** Exclusive choices shown as radio items under `label`, instead of one action. */
  choices?: { value: string; options: readonly HeaderOverflowOption[]; onValueChange: (value: string) => void };
  /** Starts loading what the item opens (the item is hovered or focused). */
  onIntent?: () => void;
}

/** What a header slot tells the tool inside it. */
export interface HeaderToolContextValue {
  /** Whether the slot is collapsed into the overflow menu (phones). */
  collapsed: boolean;
  /** Adds the tool's item to the overflow menu; returns its removal. */
  register: (item: HeaderOverflowItem) => () => void;
  /** Focuses the overflow menu's trigger. */
  focusTrigger: () => void;
}

export const HeaderToolContext = createContext<HeaderToolContextValue | null>(null);

/** What changes an item's look in the menu (its callbacks are read when used). */
function itemKey(item: HeaderOverflowItem): string {
  return JSON.stringify([
    item.id,
    item.label,
    typeof item.icon === 'string' ? item.icon : null,
    item.badge ?? null,
    item.choices ? [item.choices.value, item.choices.options.map((o) => [o.value, o.label, o.lang ?? null])] : null,
  ]);
}

/**
 * For a header tool (the shell's panels and menus, or your own): while its header slot is
 * collapsed into the phone header's overflow menu, puts `item` in that menu and returns
 * `collapsed: true`; the tool then hides its own trigger and keeps its popup mounted, which the
 * menu item opens. Outside a header, or on wider screens, it does nothing.
 */
export function useHeaderOverflowItem(item: HeaderOverflowItem): { collapsed: boolean } {
  const ctx = use(HeaderToolContext);
  const collapsed = ctx?.collapsed ?? false;
  const latest = useRef(item);
  useLayoutEffect(() => {
    latest.current = item;
  });
  const key = itemKey(item);
  useEffect(() => {
    if (!ctx || !collapsed) return;
    const { onSelect, choices, onIntent, ...rest } = latest.current;
    return ctx.register({
      ...rest,
      onSelect: onSelect ? () => latest.current.onSelect?.() : undefined,
      choices: choices ? { ...choices, onValueChange: (value) => latest.current.choices?.onValueChange(value) } : undefined,
      onIntent: onIntent ? () => latest.current.onIntent?.() : undefined,
    });
    // `key` stands for the item's contents; its callbacks are read through `latest`.
  }, [ctx, collapsed, key]);
  return { collapsed };
}

/**
 * For the popup of a header tool (its panel, drawer): while the tool sits in the overflow menu,
 * its own trigger is hidden, so on close focus goes to the menu's trigger instead. Pass the result
 * as the popup's `onCloseAutoFocus`; undefined when the tool is in the header bar.
 */
export function useOverflowFocusReturn(): ((event: Event) => void) | undefined {
  const ctx = use(HeaderToolContext);
  if (!ctx?.collapsed) return undefined;
  return (event) => {
    event.preventDefault();
    ctx.focusTrigger();
  };
}
