import { useRef, type ReactNode } from 'react';
import { Drawer, DrawerContent, DrawerTitle } from '@hotel/ui';
import type { VerticalNavigationPosition } from './vertical-navigation';

export interface VerticalNavigationDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Opens or closes the drawer (backdrop, Escape). */
  onOpenChange: (open: boolean) => void;
  /** Edge of the drawer. */
  position: VerticalNavigationPosition;
  /** Width in px from `sm` up. */
  width: number;
  /** Accessible name of the drawer and its `<nav>` landmark. */
  name: string;
  /** The navigation's panel and aside. */
  children: ReactNode;
}

/**
 * The over-mode navigation (small screens): a modal drawer with a backdrop, loaded by
 * VerticalNavigation when it first opens or the hamburger is about to be used.
 */
export function VerticalNavigationDrawer({ open, onOpenChange, position, width, name, children }: VerticalNavigationDrawerProps) {
  // Over mode has no Radix trigger (the hamburger lives in the header): restore focus ourselves.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Drawer side={position} mode="over" width={width} open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        showCloseButton={false}
        aria-describedby={undefined}
        className="w-70 max-w-[85vw] border-0 shadow-2xl sm:w-70"
        data-slot="vertical-navigation"
        data-appearance="default"
        data-mode="over"
        data-position={position}
        onOpenAutoFocus={() => {
          returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
          returnFocus.current = null;
        }}
      >
        <DrawerTitle className="sr-only">{name}</DrawerTitle>
        <nav aria-label={name} className="relative flex h-full flex-col">
          {children}
        </nav>
      </DrawerContent>
    </Drawer>
  );
}
