import type * as React from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root> & {
  /** Appends a required marker (`*`, hidden from screen readers, which read `aria-required` on the control). */
  required?: boolean;
};

/** Accessible label for a form control; clicking it focuses or toggles the control named by `htmlFor`. */
function Label({ className, required = false, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'flex select-none items-center gap-1 text-sm font-medium leading-none text-foreground peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:opacity-50',
        className,
      )}
      {...props}
    >
      {children}
      {required ? (
        <span aria-hidden="true" data-slot="label-required" className="text-warn">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
}

export { Label, type LabelProps };
