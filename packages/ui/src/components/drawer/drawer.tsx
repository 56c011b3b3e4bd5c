import * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { XGlyph } from '../../lib/glyphs';
import { useUiStrings } from '../ui-strings/ui-strings';

type DrawerSide = 'left' | 'right';
type DrawerMode = 'over' | 'side';

type DrawerContextValue = { side: DrawerSide; mode: DrawerMode; width: number | string; open: boolean };
const DrawerContext = React.createContext<DrawerContextValue | null>(null);

/** Side, mode, width and open state of the enclosing Drawer. Throws outside one. */
function useDrawer(): DrawerContextValue {
  const ctx = React.useContext(DrawerContext);
  if (!ctx) throw new Error('`useDrawer` must be used within `<Drawer>`');
  return ctx;
}

type DrawerProps = {
  /** Edge the panel is attached to. */
  side?: DrawerSide;
  /**
   * `over`: a modal sheet above the page with a backdrop (focus trapped, Escape/backdrop close).
   * `side`: an inline panel that takes room in its flex parent and pushes the content aside.
   */
  mode?: DrawerMode;
  /** Panel width from the `sm` breakpoint up (px number or CSS length); phones always get full width. */
  width?: number | string;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Trigger and DrawerContent. */
  children?: React.ReactNode;
};

/** A panel that slides in from the left or right edge, either over the page or beside it. */
function Drawer({ side = 'left', mode = 'over', width = 320, open, defaultOpen = false, onOpenChange, children }: DrawerProps) {
  const [inner, setInner] = React.useState(defaultOpen);
  const isOpen = open ?? inner;
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (open === undefined) setInner(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  const value = React.useMemo(() => ({ side, mode, width, open: isOpen }), [side, mode, width, isOpen]);
  return (
    <DrawerContext.Provider value={value}>
      <DialogPrimitive.Root open={isOpen} onOpenChange={setOpen} modal={mode === 'over'}>
        {children}
      </DialogPrimitive.Root>
    </DrawerContext.Provider>
  );
}

/** The element that toggles the drawer. */
function DrawerTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="drawer-trigger" {...props} />;
}

/** Any element that closes the drawer. */
function DrawerClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="drawer-close" {...props} />;
}

/** Class recipe of the drawer panel. */
const drawerContentVariants = cva(
  'flex h-full w-full flex-col bg-card text-foreground outline-none sm:w-(--drawer-width) sm:max-w-[calc(100vw-3rem)]',
  {
    variants: {
      mode: { over: 'fixed inset-y-0 z-50 shadow-xl', side: 'relative shrink-0' },
      side: { left: '', right: '' },
    },
    compoundVariants: [
      { mode: 'over', side: 'left', className: 'left-0 border-e border-border' },
      { mode: 'over', side: 'right', className: 'right-0 border-s border-border' },
      { mode: 'side', side: 'left', className: 'border-e border-border' },
      { mode: 'side', side: 'right', className: 'order-last border-s border-border' },
    ],
  },
);

type DrawerContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Shows the × close button. */
  showCloseButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
};

/** The panel. Include a DrawerTitle; it names the panel for screen readers. */
function DrawerContent({ className, style, children, showCloseButton = true, closeLabel: closeLabelProp, ...props }: DrawerContentProps) {
  const strings = useUiStrings('dialog');
  const closeLabel = closeLabelProp ?? strings.close;
  const { side, mode, width } = useDrawer();
  const content = (
    <DialogPrimitive.Content
      data-slot="drawer-content"
      data-side={side}
      data-mode={mode}
      className={cn(drawerContentVariants({ mode, side }), className)}
      style={{ '--drawer-width': typeof width === 'number' ? `${width}px` : width, ...style } as React.CSSProperties}
      // An inline drawer is part of the layout: clicking the page must not close it.
      onInteractOutside={mode === 'side' ? (event) => event.preventDefault() : undefined}
      {...props}
    >
      {/* First in the DOM so opening focuses Close, not the primary action at the bottom. */}
      {showCloseButton ? (
        <DialogPrimitive.Close
          data-slot="drawer-close-button"
          aria-label={closeLabel}
          className="absolute end-3 top-3 rounded-sm p-1 text-muted-foreground outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
        >
          <XGlyph className="size-4" />
        </DialogPrimitive.Close>
      ) : null}
      {children}
    </DialogPrimitive.Content>
  );
  if (mode === 'side') return content;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="drawer-overlay" className="fixed inset-0 z-50 bg-overlay/50" />
      {content}
    </DialogPrimitive.Portal>
  );
}

/** Title row of the drawer. */
function DrawerHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="drawer-header" className={cn('grid gap-1 border-b border-border p-4 pe-12', className)} {...props} />;
}

/** Scrolling body of the drawer. */
function DrawerBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="drawer-body" className={cn('min-h-0 flex-1 overflow-y-auto p-4', className)} {...props} />;
}

/** Action row at the bottom of the drawer. */
function DrawerFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="drawer-footer" className={cn('flex justify-end gap-2 border-t border-border p-4', className)} {...props} />;
}

/** The drawer's accessible name. */
function DrawerTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="drawer-title" className={cn('text-base font-semibold', className)} {...props} />;
}

/** The drawer's accessible description. */
function DrawerDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description data-slot="drawer-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

export {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  drawerContentVariants,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
  useDrawer,
  type DrawerContentProps,
  type DrawerMode,
  type DrawerProps,
  type DrawerSide,
};
