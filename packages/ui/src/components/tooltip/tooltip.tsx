import type * as React from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

type TooltipProviderProps = React.ComponentProps<typeof TooltipPrimitive.Provider>;

/** Shares open delays between tooltips. Wrap the app once; a Tooltip also works without it. */
function TooltipProvider({ delayDuration = 300, ...props }: TooltipProviderProps) {
  return <TooltipPrimitive.Provider data-slot="tooltip-provider" delayDuration={delayDuration} {...props} />;
}

type TooltipProps = React.ComponentProps<typeof TooltipPrimitive.Root>;

/** A short label shown on hover and keyboard focus (Radix Tooltip). Supports `open`/`defaultOpen`/`onOpenChange`. */
function Tooltip(props: TooltipProps) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
}

/** The element that opens the tooltip. Use `asChild` to keep your own button. */
function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

type TooltipContentProps = React.ComponentProps<typeof TooltipPrimitive.Content>;

/** The floating label, portalled to the body. Escape closes it. */
function TooltipContent({ className, sideOffset = 6, children, ...props }: TooltipContentProps) {
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

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger, type TooltipContentProps, type TooltipProps, type TooltipProviderProps };
