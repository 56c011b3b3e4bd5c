import type * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { XGlyph } from '../../lib/glyphs';
import { useUiStrings } from '../ui-strings/ui-strings';

/** Root of a modal dialog: `open`/`defaultOpen`/`onOpenChange`. Focus is trapped and returns to the trigger on close. */
function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The element that opens the dialog (use `asChild` to wrap a Button). */
function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Any element that closes the dialog. */
function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** Portals its children to document.body. */
function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

/** The dimmed backdrop. */
function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-overlay/50 data-[state=open]:animate-in data-[state=closed]:animate-out', className)}
      {...props}
    />
  );
}

/** Class recipe of the dialog panel; `size` sets the max width (always full width minus a margin on phones). */
const dialogContentVariants = cva(
  'fixed start-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-card p-6 text-foreground shadow-lg outline-none ltr:-translate-x-1/2 rtl:translate-x-1/2',
  {
    variants: {
      size: { sm: 'max-w-sm', default: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl', full: 'max-w-[calc(100%-2rem)]' },
    },
    defaultVariants: { size: 'default' },
  },
);

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Shows the × close button in the top corner. */
    showCloseButton?: boolean;
    /** Accessible name of the close button. */
    closeLabel?: string;
  };

/**
 * The modal panel, with overlay and portal. Always render a DialogTitle (and a DialogDescription
 * or `aria-describedby={undefined}`) inside, so screen readers announce what opened.
 */
function DialogContent({
  className,
  children,
  size,
  showCloseButton = true,
  closeLabel: closeLabelProp,
  ...props
}: DialogContentProps) {
  const strings = useUiStrings('dialog');
  const closeLabel = closeLabelProp ?? strings.close;
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? 'default'}
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close-button"
            aria-label={closeLabel}
            className="absolute end-4 top-4 rounded-sm p-1 text-muted-foreground opacity-80 outline-none transition-opacity hover:bg-hover hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XGlyph className="size-4" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** Groups the title and description. */
function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-2 pe-6 text-start', className)} {...props} />;
}

/** Action row; stacks on phones, right-aligned (end) from sm up. */
function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/** The dialog's accessible name (required). */
function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg font-semibold leading-tight', className)} {...props} />
  );
}

/** The dialog's accessible description. */
function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  dialogContentVariants,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
};
