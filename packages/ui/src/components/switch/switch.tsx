import type * as React from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/** Class recipe of the Switch track. */
const switchVariants = cva(
  'peer inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-xs outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-muted-foreground/40 aria-invalid:ring-2 aria-invalid:ring-warn',
  {
    variants: { size: { default: 'h-6 w-11', sm: 'h-5 w-9' } },
    defaultVariants: { size: 'default' },
  },
);

type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> & VariantProps<typeof switchVariants>;

/** An on/off toggle (role switch) for settings that apply at once; `checked`/`defaultChecked`/`onCheckedChange`. */
function Switch({ className, size, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-size={size ?? 'default'}
      className={cn(switchVariants({ size }), className)}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          'pointer-events-none block rounded-full bg-card shadow-sm ring-0 transition-transform data-[state=unchecked]:translate-x-0 rtl:data-[state=checked]:-translate-x-5',
          size === 'sm' ? 'size-4 data-[state=checked]:translate-x-4 rtl:data-[state=checked]:-translate-x-4' : 'size-5 data-[state=checked]:translate-x-5',
        )}
      />
    </SwitchPrimitive.Root>
  );
}

export { Switch, switchVariants, type SwitchProps };
