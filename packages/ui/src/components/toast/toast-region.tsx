import * as React from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';
import { CheckCircleGlyph, InfoGlyph, WarnGlyph, XGlyph } from '../../lib/glyphs';
import { toast, type ToastRecord } from './toast-store';
import { toastVariants } from './toast-variants';

const icons = {
  info: <InfoGlyph className="size-5 text-primary" />,
  success: <CheckCircleGlyph className="size-5 text-success" />,
  error: <WarnGlyph className="size-5 text-warn" />,
} as const;

type ToastItemProps = {
  /** The toast to render. */
  record: ToastRecord;
  /** Accessible name of the close button. */
  closeLabel: string;
};

function ToastItem({ record, closeLabel }: ToastItemProps) {
  const { id, title, description, variant, duration, action } = record;
  const titleId = React.useId();
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant}
      type={variant === 'error' ? 'foreground' : 'background'}
      duration={duration}
      defaultOpen
      onOpenChange={(next) => {
        if (!next) toast.dismiss(id);
      }}
      className={toastVariants({ variant })}
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0">
        {icons[variant]}
      </span>
      <div
        data-slot="toast-body"
        role={variant === 'error' ? 'alert' : 'status'}
        aria-labelledby={titleId}
        className="grid min-w-0 flex-1 gap-1"
      >
        <ToastPrimitive.Title id={titleId} data-slot="toast-title" className="text-sm font-semibold break-words">
          {title}
        </ToastPrimitive.Title>
        {description != null ? (
          <ToastPrimitive.Description data-slot="toast-description" className="text-sm text-muted-foreground break-words">
            {description}
          </ToastPrimitive.Description>
        ) : null}
        {action ? (
          <ToastPrimitive.Action
            data-slot="toast-action"
            altText={action.altText}
            onClick={action.onClick}
            className="mt-1 inline-flex h-8 w-fit items-center rounded-md border border-border px-3 text-xs font-medium outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
          >
            {action.label}
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close
        data-slot="toast-close"
        aria-label={closeLabel}
        className="absolute end-2 top-2 rounded-sm p-1 text-muted-foreground outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
      >
        <XGlyph className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

type ToastRegionProps = {
  /** The toasts to show (open or closing). */
  toasts: ToastRecord[];
  /** Default milliseconds before a toast closes itself. */
  duration: number;
  /** Corner of the viewport; on phones toasts always span the bottom edge. */
  position: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  /** Name of the notifications region, announced with the F8 hotkey hint. */
  label: string;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
};

/**
 * The Radix toasts and their viewport (the 'Notifications (F8)' region), in a chunk of their own:
 * `Toaster` mounts it when the first toast is queued and keeps it from then on.
 */
function ToastRegion({ toasts, duration, position, label, closeLabel }: ToastRegionProps) {
  const right = position.endsWith('right');
  return (
    <ToastPrimitive.Provider duration={duration} label={label} swipeDirection={right ? 'right' : 'left'}>
      {toasts.map((record) => (
        <ToastItem key={record.id} record={record} closeLabel={closeLabel} />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        data-position={position}
        className={cn(
          'fixed inset-x-0 bottom-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:max-w-sm',
          position.startsWith('top') && 'sm:top-0 sm:bottom-auto',
          right ? 'sm:right-0' : 'sm:left-0',
        )}
      />
    </ToastPrimitive.Provider>
  );
}

export { ToastRegion, type ToastRegionProps };
