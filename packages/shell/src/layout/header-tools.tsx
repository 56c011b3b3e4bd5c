import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '@hotel/ui';
import { HeaderOverflowMenu } from '../header/overflow/header-overflow-menu';
import { HeaderToolContext, type HeaderOverflowItem, type HeaderToolContextValue } from '../header/overflow/header-overflow-context';
import { PHONE_QUERY } from '../media/use-breakpoints';
import { useMediaQuery } from '../media/use-media-query';
import { HEADER_TOOL_ORDER, type HeaderTool, type LayoutSlots } from './types';

/**
 * The tools a phone header (below 600 px) moves into its overflow menu: those used less often than
 * search, notifications and the user menu, which stay in the bar.
 */
export const OVERFLOW_TOOLS: readonly HeaderTool[] = ['languages', 'shortcuts', 'messages', 'quickChatToggle', 'settings'];

interface Registered {
  tool: HeaderTool;
  item: HeaderOverflowItem;
  /** First registration order (kept when the item changes). */
  order: number;
}

function ToolSlot({ tool, collapsed, register, focusTrigger, children }: {
  tool: HeaderTool;
  collapsed: boolean;
  register: (tool: HeaderTool, item: HeaderOverflowItem) => () => void;
  focusTrigger: () => void;
  children: ReactNode;
}) {
  const value = useMemo<HeaderToolContextValue>(
    () => ({ collapsed, register: (item) => register(tool, item), focusTrigger }),
    [collapsed, register, tool, focusTrigger],
  );
  return (
    <div
      data-tool={tool}
      data-state={collapsed ? 'collapsed' : 'shown'}
      // Collapsed: the tool hides its own trigger; its popup and live region stay mounted.
      className={cn('flex items-center', collapsed && 'contents', tool === 'fullscreen' && 'hidden md:flex', tool === 'quickChatToggle' && 'lg:hidden')}
    >
      <HeaderToolContext value={value}>{children}</HeaderToolContext>
    </div>
  );
}

/**
 * The header tools present in `slots`, in the spec's order, minus `exclude`. On a phone (below
 * 600 px) the tools of OVERFLOW_TOOLS that support it (`useHeaderOverflowItem`: the shell's own
 * do) move into a 'More actions' menu placed before the user menu, so the bar never overflows.
 */
export function HeaderTools({ slots, exclude = [], className }: { slots: LayoutSlots; exclude?: readonly HeaderTool[]; className?: string }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const rootRef = useRef<HTMLDivElement>(null);
  const orders = useRef(new Map<string, number>());
  const [registered, setRegistered] = useState<ReadonlyMap<string, Registered>>(() => new Map());

  const register = useCallback((tool: HeaderTool, item: HeaderOverflowItem) => {
    if (!orders.current.has(item.id)) orders.current.set(item.id, orders.current.size);
    const entry: Registered = { tool, item, order: orders.current.get(item.id) ?? 0 };
    setRegistered((prev) => new Map(prev).set(item.id, entry));
    return () =>
      setRegistered((prev) => {
        if (prev.get(item.id) !== entry) return prev;
        const next = new Map(prev);
        next.delete(item.id);
        return next;
      });
  }, []);
  const focusTrigger = useCallback(() => {
    rootRef.current?.querySelector<HTMLElement>('[data-slot="header-overflow-trigger"]')?.focus();
  }, []);

  const items = useMemo(
    () =>
      [...registered.values()]
        .sort((a, b) => HEADER_TOOL_ORDER.indexOf(a.tool) - HEADER_TOOL_ORDER.indexOf(b.tool) || a.order - b.order)
        .map((entry) => entry.item),
    [registered],
  );

  const tools = HEADER_TOOL_ORDER.filter((tool) => !exclude.includes(tool) && slots[tool] != null);
  if (tools.length === 0) return null;
  const menu = phone && items.length > 0 ? <HeaderOverflowMenu key="overflow" items={items} /> : null;
  const userAt = tools.indexOf('user');
  return (
    <div ref={rootRef} data-slot="header-tools" className={cn('flex shrink-0 items-center gap-0.5 sm:gap-1', className)}>
      {tools.flatMap((tool, index) => {
        const slot = (
          <ToolSlot key={tool} tool={tool} collapsed={phone && OVERFLOW_TOOLS.includes(tool)} register={register} focusTrigger={focusTrigger}>
            {slots[tool]}
          </ToolSlot>
        );
        return index === userAt && menu ? [menu, slot] : [slot];
      })}
      {userAt < 0 ? menu : null}
    </div>
  );
}
