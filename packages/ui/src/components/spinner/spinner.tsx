import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { useUiStrings } from '../ui-strings/ui-strings';

/** Class recipe of Spinner. */
const spinnerVariants = cva('inline-block shrink-0 animate-spin rounded-full border-current border-e-transparent motion-reduce:animate-spin-slow', {
  variants: {
    size: { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' },
  },
  defaultVariants: { size: 'md' },
});

type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Text announced to assistive tech. Default 'Loading'. Pass `null` for a decorative spinner inside a busy control. */
    label?: string | null;
  };

/** An indeterminate activity indicator, announced politely as a status. Colour follows `currentColor`. */
function Spinner({ className, size, label: labelProp, ...props }: SpinnerProps) {
  const fallback = useUiStrings('spinner').label;
  const label = labelProp === undefined ? fallback : labelProp;
  const decorative = label === null;
  return (
    <span
      data-slot="spinner"
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      className={cn('inline-flex items-center text-primary', className)}
      {...props}
    >
      <span className={spinnerVariants({ size })} />
      {decorative ? null : <span className="sr-only">{label}</span>}
    </span>
  );
}

export { Spinner, spinnerVariants, type SpinnerProps };
