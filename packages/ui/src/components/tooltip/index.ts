export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger, type TooltipContentProps, type TooltipProps, type TooltipProviderProps } from './tooltip';
