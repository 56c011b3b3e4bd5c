import type { CSSProperties, ReactNode } from 'react';
import { Icon, Tooltip, TooltipContent, TooltipTrigger } from '@hotel/ui';
import type { ShellNavigationItem } from '../../types';
import { cx, NavigationBadge, NavigationIcon, NavigationTitle } from '../shared';

/** Vertical navigation appearances: default 280 px, compact 112 (tiles), dense 80 (280 on hover), thin 80 (icons). */
export type VerticalNavigationAppearance = 'default' | 'compact' | 'dense' | 'thin';

/**
 * How a row draws itself: a stacked tile (compact's rail), an icon only (thin's rail) or a full row.
 * Only top-level rows are tiles or icons; flyouts and nested lists use full rows.
 */
export type RowMode = 'tile' | 'icon' | null;

/** Whether the appearance is a rail (compact or thin): top-level rows are tiles or icons, groups have no heading. */
export const isRail = (appearance: VerticalNavigationAppearance): boolean => appearance === 'compact' || appearance === 'thin';

/** The row mode of an item at `depth` in `appearance`. */
export function rowMode(appearance: VerticalNavigationAppearance, depth: number): RowMode {
  if (depth > 0) return null;
  if (appearance === 'compact') return 'tile';
  if (appearance === 'thin') return 'icon';
  return null;
}

/** Row indents by collapsable depth (fuse: 56/72/88/104 px for levels 1-4). */
const INDENT = [16, 56, 72, 88, 104];
export const indent = (depth: number): CSSProperties => ({ paddingInlineStart: INDENT[Math.min(depth, INDENT.length - 1)] });

const ROW_BASE =
  'group/row relative mx-3 flex w-[calc(100%-1.5rem)] items-center rounded-md text-start text-[13px] leading-5 font-medium outline-none ' +
  'transition-colors hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring data-[active=true]:bg-hover';
export const ROW = `${ROW_BASE} gap-4 px-4 py-2.5`;

/** Row text colour: primary for the active item inside a group, else the default. */
export const rowColour = (primary: boolean) => (primary ? 'text-primary-600 dark:text-primary-300' : 'text-foreground/85 data-[active=true]:text-foreground');

/** Classes of a row in its mode. */
export function rowClass(mode: RowMode): string {
  if (mode === 'tile') return `${ROW_BASE} flex-col justify-center gap-1 px-2 py-3`;
  if (mode === 'icon') return `${ROW_BASE} h-16 justify-center`;
  return ROW;
}

/** Wraps a row in a tooltip when the item has one (rail rows always show the title). */
export function WithTooltip({ text, side, children }: { text?: string; side: 'left' | 'right'; children: ReactNode }) {
  if (!text) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{text}</TooltipContent>
    </Tooltip>
  );
}

const ICON_CLASS = 'opacity-70 group-data-[active=true]/row:opacity-100';

/** The first letter of a title, for a rail row whose item has no icon. */
const initialOf = (title: string | undefined): string => Array.from((title ?? '').trim())[0]?.toLocaleUpperCase() ?? '•';

/** The item's icon; in a rail an item without one shows its initial in a rounded square, so no rail row is blank. */
function RowIcon({ item, mode }: { item: ShellNavigationItem; mode: RowMode }) {
  if (item.icon || !mode) return <NavigationIcon item={item} className={ICON_CLASS} />;
  return (
    <span
      aria-hidden="true"
      data-slot="navigation-initial"
      className={cx('flex size-6 shrink-0 items-center justify-center rounded-md border border-current/40 text-xs font-semibold', ICON_CLASS)}
    >
      {initialOf(item.title)}
    </span>
  );
}

export interface RowContentProps {
  item: ShellNavigationItem;
  mode: RowMode;
  /** Dense and not widened: titles fade out. */
  faded: boolean;
  /** After the title in a full row (a chevron). */
  trailing?: ReactNode;
  /** The row opens a flyout: icon rows show a small chevron at their end edge. */
  flyout?: boolean;
}

/** Icon, title, badge and trailing part of a row, as its mode draws them. */
export function RowContent({ item, mode, faded, trailing, flyout = false }: RowContentProps) {
  if (mode === 'icon') {
    return (
      <>
        <RowIcon item={item} mode={mode} />
        <span className="sr-only">{item.title}</span>
        {flyout ? (
          <Icon name="heroicons_solid:chevron-right" size="xs" className="absolute end-1.5 opacity-50 rtl:-scale-x-100" />
        ) : null}
      </>
    );
  }
  if (mode === 'tile') {
    return (
      <>
        <RowIcon item={item} mode={mode} />
        <span className="line-clamp-2 w-full text-center text-xs">{item.title}</span>
        <NavigationBadge item={item} className="absolute end-1 top-1" />
        {flyout ? (
          <Icon name="heroicons_solid:chevron-right" size="xs" className="absolute end-1.5 top-1/2 -translate-y-1/2 opacity-50 rtl:-scale-x-100" />
        ) : null}
      </>
    );
  }
  return (
    <>
      <RowIcon item={item} mode={mode} />
      <NavigationTitle item={item} className={cx('transition-opacity duration-300', faded && 'opacity-0')} />
      <NavigationBadge item={item} className={cx(faded && 'opacity-0')} />
      {trailing}
    </>
  );
}
