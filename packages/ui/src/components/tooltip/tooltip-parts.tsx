import type * as React from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

/** The floating label, portalled to the body, with its arrow. */
function Content({ className, sideOffset = 6, children, ...props }: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-accent px-2.5 py-1.5 text-xs text-accent-foreground shadow-md text-balance data-[state=closed]:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-accent" width={10} height={5} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

/**
 * The Radix parts behind Tooltip, in a chunk of their own: with Popper and floating-ui they are
 * loaded on the first hover or keyboard focus of a trigger, not by every page that shows an icon.
 */
const tooltipParts = {
  Provider: TooltipPrimitive.Provider,
  Root: TooltipPrimitive.Root,
  Trigger: TooltipPrimitive.Trigger,
  Content,
};

type TooltipParts = typeof tooltipParts;

export { tooltipParts, type TooltipParts };
