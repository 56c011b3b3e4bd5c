import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/** Class recipe of Input; `size` sets the height and text size. */
const inputVariants = cva(
  'flex w-full min-w-0 rounded-md border border-border bg-card text-foreground shadow-xs transition-colors outline-none placeholder:text-hint file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-background aria-invalid:border-warn aria-invalid:focus-visible:ring-warn/30',
  {
    variants: {
      size: {
        default: 'h-10 px-3 py-2 text-sm',
        sm: 'h-8 px-2.5 text-xs',
        lg: 'h-12 px-4 text-base',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

type InputProps = Omit<React.ComponentProps<'input'>, 'size'> &
  VariantProps<typeof inputVariants> & {
    /** Content shown inside the field before the text (an icon, a currency sign). Decorative unless it is interactive. */
    startAdornment?: React.ReactNode;
    /** Content shown inside the field after the text (a unit, a clear button). */
    endAdornment?: React.ReactNode;
    /** Class names for the wrapper rendered when an adornment is present. */
    wrapperClassName?: string;
  };

/**
 * Single-line text field. Mark it invalid with `aria-invalid` (FormField does this for you);
 * works with react-hook-form's `register()` because `ref` and every input prop pass straight through.
 */
function Input({ className, size, type = 'text', startAdornment, endAdornment, wrapperClassName, ...props }: InputProps) {
  const input = (
    <input
      data-slot="input"
      data-size={size ?? 'default'}
      type={type}
      className={cn(
        inputVariants({ size }),
        startAdornment != null && 'ps-9',
        endAdornment != null && 'pe-9',
        className,
      )}
      {...props}
    />
  );
  if (startAdornment == null && endAdornment == null) return input;
  return (
    <div data-slot="input-group" className={cn('relative flex w-full items-center', wrapperClassName)}>
      {startAdornment != null ? (
        <span
          data-slot="input-start"
          className="pointer-events-none absolute start-3 flex items-center text-muted-foreground [&:has(button)]:pointer-events-auto"
        >
          {startAdornment}
        </span>
      ) : null}
      {input}
      {endAdornment != null ? (
        <span
          data-slot="input-end"
          className="pointer-events-none absolute end-3 flex items-center text-muted-foreground [&:has(button)]:pointer-events-auto"
        >
          {endAdornment}
        </span>
      ) : null}
    </div>
  );
}

export { Input, inputVariants, type InputProps };
