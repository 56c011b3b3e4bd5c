import { Tooltip as TooltipPrimitive } from 'radix-ui';

/**
 * The Radix parts behind Tooltip, in a chunk of their own: with Popper and floating-ui they are
 * loaded on the first hover or keyboard focus of a trigger, not by every page that shows an icon.
 */
const tooltipParts = {
  Provider: TooltipPrimitive.Provider,
  Root: TooltipPrimitive.Root,
  Trigger: TooltipPrimitive.Trigger,
  Portal: TooltipPrimitive.Portal,
  Content: TooltipPrimitive.Content,
  Arrow: TooltipPrimitive.Arrow,
};

type TooltipParts = typeof tooltipParts;

export { tooltipParts, type TooltipParts };
