import type * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/** Class recipe of Badge. */
const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-full border font-medium [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-accent text-accent-foreground',
        outline: 'border-border text-foreground',
        success: 'border-transparent bg-success text-card',
        warning: 'border-transparent bg-warning text-card',
        destructive: 'border-transparent bg-warn text-warn-foreground',
        muted: 'border-transparent bg-hover text-muted-foreground',
      },
      size: { sm: 'px-1.5 py-0 text-[0.6875rem]', md: 'px-2.5 py-0.5 text-xs' },
    },
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Render a count pill instead of children (unread messages, notifications). */
    count?: number;
    /** Largest count shown; above it the pill reads `${max}+`. Default 99. */
    max?: number;
    /** Show a count of 0 (by default a zero count renders nothing). */
    showZero?: boolean;
    /** Accessible text for a count pill, e.g. (n) => `${n} unread`. Defaults to the number itself. */
    countLabel?: (count: number) => string;
    /** Render the child element with the badge's look. */
    asChild?: boolean;
  };

/** A short status label or a count pill. */
function Badge({ className, variant, size, count, max = 99, showZero = false, countLabel, asChild = false, children, ...props }: BadgeProps) {
  const isCount = typeof count === 'number';
  if (isCount && count <= 0 && !showZero) return null;
  const Comp = asChild ? Slot.Root : 'span';
  const shown = isCount ? (count > max ? `${max}+` : String(Math.max(0, count))) : null;
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? 'default'}
      data-count={isCount ? count : undefined}
      className={cn(badgeVariants({ variant, size }), isCount && 'min-w-5 px-1.5 tabular-nums', className)}
      {...props}
    >
      {isCount ? (
        countLabel ? (
          <>
            <span aria-hidden="true">{shown}</span>
            <span className="sr-only">{countLabel(count)}</span>
          </>
        ) : (
          shown
        )
      ) : (
        children
      )}
    </Comp>
  );
}

export { Badge, badgeVariants, type BadgeProps };
