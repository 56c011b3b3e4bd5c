import type * as React from 'react';
import { Separator as SeparatorPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

type SeparatorProps = React.ComponentProps<typeof SeparatorPrimitive.Root> & {
  /** 'horizontal' (default) or 'vertical'. */
  orientation?: 'horizontal' | 'vertical';
  /** Purely visual (default true): hidden from assistive tech. Set false to announce a semantic separator. */
  decorative?: boolean;
};

/** A thin rule between groups of content (Radix Separator). */
function Separator({ className, orientation = 'horizontal', decorative = true, ...props }: SeparatorProps) {
  return (
    <SeparatorPrimitive.Root
      data-slot="separator"
      decorative={decorative}
      orientation={orientation}
      className={cn('shrink-0 bg-border', orientation === 'horizontal' ? 'h-px w-full' : 'h-full min-h-4 w-px', className)}
      {...props}
    />
  );
}

export { Separator, type SeparatorProps };
