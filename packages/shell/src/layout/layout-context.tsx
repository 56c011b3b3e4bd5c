import { createContext, use } from 'react';
import type { Layout } from '../config/types';

export interface LayoutFrameContextValue {
  /** The layout being shown. */
  layout: Layout;
  /** Below the md breakpoint (960 px): navigation is an overlay drawer. */
  small: boolean;
  /** Whether the main navigation is open (docked and shown, or the drawer open). */
  navOpen: boolean;
  /** Opens or closes the main navigation. */
  setNavOpen: (open: boolean) => void;
  /** Dense layout: whether the navigation is dense (true) or default (false). */
  dense: boolean;
  /** Dense layout: switches the navigation between dense and default. */
  setDense: (dense: boolean) => void;
}

export const LayoutFrameContext = createContext<LayoutFrameContextValue | null>(null);

/** The state of the enclosing layout (navigation open, small screen, dense); throws outside a `<ShellLayout>`. */
export function useLayoutFrame(): LayoutFrameContextValue {
  const value = use(LayoutFrameContext);
  if (!value) throw new Error('useLayoutFrame must be used inside a <ShellLayout>.');
  return value;
}
