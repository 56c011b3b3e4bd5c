import type * as React from 'react';
import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

type ScrollAreaProps = React.ComponentProps<typeof ScrollAreaPrimitive.Root> & {
  /** Which scrollbars to draw. */
  orientation?: 'vertical' | 'horizontal' | 'both';
  /** Ref to the scrolling viewport (for virtualisers or scroll restoration). */
  viewportRef?: React.Ref<HTMLDivElement>;
  /** Names the scroll region; the viewport then becomes a keyboard-focusable `region`. */
  'aria-label'?: string;
};

/**
 * A scroll container with thin themed scrollbars. The viewport is focusable, so keyboard users can
 * scroll it with the arrow keys; give it an `aria-label` so it is announced as a region.
 */
function ScrollArea({ className, children, orientation = 'vertical', viewportRef, 'aria-label': ariaLabel, ...props }: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root data-slot="scroll-area" className={cn('relative overflow-hidden', className)} {...props}>
      <ScrollAreaPrimitive.Viewport
        ref={viewportRef}
        data-slot="scroll-area-viewport"
        tabIndex={0}
        role={ariaLabel ? 'region' : undefined}
        aria-label={ariaLabel}
        className="size-full rounded-[inherit] outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      {orientation !== 'horizontal' ? <ScrollBar orientation="vertical" /> : null}
      {orientation !== 'vertical' ? <ScrollBar orientation="horizontal" /> : null}
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}

/** One scrollbar of a ScrollArea (already included by `orientation`). */
function ScrollBar({ className, orientation = 'vertical', ...props }: React.ComponentProps<typeof ScrollAreaPrimitive.Scrollbar>) {
  return (
    <ScrollAreaPrimitive.Scrollbar
      data-slot="scroll-area-scrollbar"
      orientation={orientation}
      className={cn(
        'flex touch-none select-none p-px transition-colors',
        orientation === 'vertical' && 'h-full w-2.5 border-s border-s-transparent',
        orientation === 'horizontal' && 'h-2.5 flex-col border-t border-t-transparent',
        className,
      )}
      {...props}
    >
      <ScrollAreaPrimitive.Thumb data-slot="scroll-area-thumb" className="relative flex-1 rounded-full bg-muted-foreground/40 hover:bg-muted-foreground/60" />
    </ScrollAreaPrimitive.Scrollbar>
  );
}

export { ScrollArea, ScrollBar, type ScrollAreaProps };
