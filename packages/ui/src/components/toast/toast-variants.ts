import { cva } from 'class-variance-authority';

/** Class recipe of one toast. */
const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-md border border-border border-s-4 bg-card p-4 pe-10 text-foreground shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        info: 'border-s-primary',
        success: 'border-s-success',
        error: 'border-s-warn',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export { toastVariants };
