import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { Icon, type IconSize } from '../icon/icon';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip/tooltip';

/** Class recipe of IconButton. Every size keeps a target of at least 24 px (WCAG 2.5.8). */
const iconButtonVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded-full transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress',
  {
    variants: {
      variant: {
        ghost: 'text-muted-foreground hover:bg-hover hover:text-foreground',
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        outline: 'border border-border bg-card text-foreground hover:bg-hover',
        destructive: 'text-warn hover:bg-warn/10',
      },
      size: { sm: 'size-8', md: 'size-10', lg: 'size-12' },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

const ICON_SIZE: Record<'sm' | 'md' | 'lg', IconSize> = { sm: 'sm', md: 'md', lg: 'lg' };

type IconButtonProps = Omit<React.ComponentProps<'button'>, 'aria-label' | 'children'> &
  VariantProps<typeof iconButtonVariants> & {
    /** Icon name ('heroicons_outline:bell'). Or pass `children` for a custom glyph. */
    icon?: string;
    /** Custom content in place of `icon`. */
    children?: React.ReactNode;
    /** The accessible name. Required: an icon alone says nothing to a screen reader. */
    label: string;
    /** Show `label` in a tooltip on hover and focus. Default true. */
    tooltip?: boolean;
    /** Side of the tooltip. Default 'bottom'. */
    tooltipSide?: 'top' | 'right' | 'bottom' | 'left';
    /** Shows a spinner, sets aria-busy and blocks clicks. */
    loading?: boolean;
  };

/** A button whose only content is an icon, with a required label and an optional tooltip. */
function IconButton({
  icon,
  children,
  label,
  tooltip = true,
  tooltipSide = 'bottom',
  loading = false,
  variant,
  size,
  className,
  disabled,
  type,
  ...props
}: IconButtonProps) {
  const button = (
    <button
      data-slot="icon-button"
      data-variant={variant ?? 'ghost'}
      type={type ?? 'button'}
      aria-label={label}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      {loading ? (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" />
      ) : (
        (children ?? (icon ? <Icon name={icon} size={ICON_SIZE[size ?? 'md']} /> : null))
      )}
    </button>
  );
  if (!tooltip || disabled) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side={tooltipSide}>{label}</TooltipContent>
    </Tooltip>
  );
}

export { IconButton, iconButtonVariants, type IconButtonProps };
