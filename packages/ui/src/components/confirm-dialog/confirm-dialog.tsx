import * as React from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';
import { WarnGlyph } from '../../lib/glyphs';
import { buttonVariants } from '../button/button';
import { useUiStrings } from '../ui-strings/ui-strings';

/** How a confirmation ended. */
type ConfirmResult = 'confirmed' | 'cancelled';

/** Texts and look of a confirmation; every field has a default. */
type ConfirmOptions = {
  /** Heading, the dialog's accessible name. */
  title?: React.ReactNode;
  /** Body text, the dialog's accessible description. */
  message?: React.ReactNode;
  /** Label of the confirming button. */
  confirmLabel?: React.ReactNode;
  /** Label of the cancelling button. */
  cancelLabel?: React.ReactNode;
  /** Icon beside the title; defaults to a warning sign, `null` hides it. */
  icon?: React.ReactNode;
  /** Colour of the confirm button: `warn` for destructive actions, `primary` otherwise. */
  tone?: 'warn' | 'primary';
  /** When true, Escape and a click on the backdrop cancel; by default only the buttons close it. */
  dismissible?: boolean;
};

const DEFAULTS = {
  tone: 'warn',
  dismissible: false,
} as const;

type ConfirmDialogProps = ConfirmOptions & {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Called once per close with how it ended. */
  onResult?: (result: ConfirmResult) => void;
  /** Optional trigger element (rendered with `asChild`); focus returns to it on close. */
  children?: React.ReactNode;
  /** Class names for the panel. */
  className?: string;
};

/**
 * A modal confirmation (role `alertdialog`) with Confirm and Cancel. Not dismissible by default:
 * Escape and the backdrop do nothing, so a decision is always explicit. Focus starts on Cancel.
 */
function ConfirmDialog({
  title: titleProp,
  message: messageProp,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  icon,
  tone = DEFAULTS.tone,
  dismissible = DEFAULTS.dismissible,
  open,
  defaultOpen,
  onOpenChange,
  onResult,
  children,
  className,
}: ConfirmDialogProps) {
  const strings = useUiStrings('confirmDialog');
  const title = titleProp ?? strings.title;
  const message = messageProp ?? strings.message;
  const confirmLabel = confirmLabelProp ?? strings.confirmLabel;
  const cancelLabel = cancelLabelProp ?? strings.cancelLabel;
  const [innerOpen, setInnerOpen] = React.useState(defaultOpen ?? false);
  // Opened imperatively (no trigger): remember what had focus so it gets it back on close.
  const returnFocus = React.useRef<HTMLElement | null>(null);
  const isOpen = open ?? innerOpen;
  const finish = (result: ConfirmResult) => {
    if (open === undefined) setInnerOpen(false);
    onOpenChange?.(false);
    onResult?.(result);
  };
  const handleOpenChange = (next: boolean) => {
    if (next) {
      if (open === undefined) setInnerOpen(true);
      onOpenChange?.(true);
    } else finish('cancelled');
  };
  return (
    <AlertDialogPrimitive.Root open={isOpen} onOpenChange={handleOpenChange}>
      {children != null ? <AlertDialogPrimitive.Trigger asChild>{children}</AlertDialogPrimitive.Trigger> : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="confirm-dialog-overlay"
          className="fixed inset-0 z-50 bg-overlay/50"
          onClick={dismissible ? () => finish('cancelled') : undefined}
        />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog"
          data-tone={tone}
          data-dismissible={dismissible}
          className={cn(
            'fixed start-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-y-1/2 gap-4 rounded-lg border border-border bg-card p-6 text-foreground shadow-lg outline-none ltr:-translate-x-1/2 rtl:translate-x-1/2',
            className,
          )}
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (children == null && returnFocus.current?.isConnected) {
              event.preventDefault();
              returnFocus.current.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
        >
          <div className="flex items-start gap-4">
            {icon === null ? null : (
              <span
                data-slot="confirm-dialog-icon"
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-full',
                  tone === 'warn' ? 'bg-warn/15 text-warn' : 'bg-primary/15 text-primary',
                )}
              >
                {icon ?? <WarnGlyph className="size-5" />}
              </span>
            )}
            <div className="grid gap-2 text-start">
              <AlertDialogPrimitive.Title data-slot="confirm-dialog-title" className="text-lg font-semibold leading-tight">
                {title}
              </AlertDialogPrimitive.Title>
              <AlertDialogPrimitive.Description data-slot="confirm-dialog-message" className="text-sm text-muted-foreground">
                {message}
              </AlertDialogPrimitive.Description>
            </div>
          </div>
          <div data-slot="confirm-dialog-actions" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel
              className={buttonVariants({ variant: 'outline' })}
              onClick={(event) => {
                event.preventDefault();
                finish('cancelled');
              }}
            >
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              className={buttonVariants({ variant: tone === 'warn' ? 'destructive' : 'default' })}
              onClick={(event) => {
                event.preventDefault();
                finish('confirmed');
              }}
            >
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

export { ConfirmDialog, type ConfirmDialogProps, type ConfirmOptions, type ConfirmResult };
