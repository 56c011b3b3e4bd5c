import * as React from 'react';
import { Slot, type Tooltip as TooltipPrimitive } from 'radix-ui';
import { useLoadOnIntent, type LoadOnIntent } from '../../hooks/use-load-on-intent';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { TooltipParts } from './tooltip-parts';

const parts = lazyWithPreload(() => import('./tooltip-parts').then((m) => m.tooltipParts));

type TooltipProviderProps = React.ComponentProps<typeof TooltipPrimitive.Provider>;

const ProviderContext = React.createContext<Omit<TooltipProviderProps, 'children'>>({});

/** Sets the open delays of the tooltips inside it. Wrap the app once; a Tooltip also works without it. */
function TooltipProvider({ delayDuration = 300, skipDelayDuration, disableHoverableContent, children }: TooltipProviderProps) {
  const value = React.useMemo(
    () => ({ delayDuration, skipDelayDuration, disableHoverableContent }),
    [delayDuration, skipDelayDuration, disableHoverableContent],
  );
  return <ProviderContext value={value}>{children}</ProviderContext>;
}

type TooltipContextValue = { parts: TooltipParts | null; renderTrigger: LoadOnIntent<TooltipParts>['renderTrigger'] };

const TooltipContext = React.createContext<TooltipContextValue | null>(null);

function useTooltip(part: string): TooltipContextValue {
  const ctx = React.use(TooltipContext);
  if (!ctx) throw new Error(`\`${part}\` must be used within \`<Tooltip>\``);
  return ctx;
}

type TooltipProps = React.ComponentProps<typeof TooltipPrimitive.Root>;

/**
 * A short label shown on hover and keyboard focus (Radix Tooltip). Supports `open`/`defaultOpen`/
 * `onOpenChange`. Radix (with Popper and floating-ui) is loaded when a mouse enters the trigger and
 * mounted once it has rested there for the open delay, or at once on keyboard focus or when open:
 * a page full of icon buttons does not pay for positioning code up front.
 */
function Tooltip({ children, ...props }: TooltipProps) {
  const provider = React.use(ProviderContext);
  const intent = useLoadOnIntent(parts, {
    interaction: 'hover',
    popup: 'tooltip',
    restDelay: props.delayDuration ?? provider.delayDuration ?? 300,
    active: props.open === true || props.defaultOpen === true,
  });
  const Parts = intent.loaded;
  const content = <TooltipContext value={{ parts: Parts, renderTrigger: intent.renderTrigger }}>{children}</TooltipContext>;
  if (!Parts) return content;
  return (
    <Parts.Provider delayDuration={300} {...provider}>
      {/* Mounted after the pointer rested for the delay: open at once, as Radix would by now. */}
      <Parts.Root data-slot="tooltip" {...props} defaultOpen={props.defaultOpen ?? intent.cause === 'rest'}>
        {content}
      </Parts.Root>
    </Parts.Provider>
  );
}

/** The element that opens the tooltip. Use `asChild` to keep your own button. */
function TooltipTrigger({ asChild, children, ...props }: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  const { parts: Parts, renderTrigger } = useTooltip('TooltipTrigger');
  if (Parts) {
    return renderTrigger(
      <Parts.Trigger data-slot="tooltip-trigger" asChild={asChild} {...props}>
        {children}
      </Parts.Trigger>,
    );
  }
  // Until Radix loads, the same element with the trigger's closed state (see useLoadOnIntent).
  const Comp = asChild ? Slot.Root : 'button';
  return renderTrigger(
    <Comp data-slot="tooltip-trigger" {...props}>
      {children}
    </Comp>,
  );
}

type TooltipContentProps = React.ComponentProps<typeof TooltipPrimitive.Content>;

/** The floating label, portalled to the body. Escape closes it. */
function TooltipContent(props: TooltipContentProps) {
  const { parts: Parts } = useTooltip('TooltipContent');
  return Parts ? <Parts.Content {...props} /> : null;
}

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger, type TooltipContentProps, type TooltipProps, type TooltipProviderProps };
