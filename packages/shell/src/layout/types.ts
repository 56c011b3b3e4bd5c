import type { ReactNode } from 'react';
import type { Layout } from '../config/types';
import type { ShellNavigationItem } from '../navigation/types';

/**
 * The header tool widgets, passed in as slots (the shell's panels, or your own). The header shows
 * them in the spec's order: languages → fullscreen (md and up) → search → shortcuts → messages →
 * notifications → quick-chat toggle (below lg) → settings → user. On phones (below 600 px) the
 * languages, shortcuts, messages, quick-chat toggle and settings move into a 'More actions' menu
 * (tools that support it, see `useHeaderOverflowItem`).
 */
export interface LayoutSlots {
  /** Language and shift menu. */
  languages?: ReactNode;
  /** Fullscreen toggle (shown from md up). */
  fullscreen?: ReactNode;
  /** Search (bar appearance). */
  search?: ReactNode;
  /** Shortcuts panel trigger. */
  shortcuts?: ReactNode;
  /** Messages panel trigger. */
  messages?: ReactNode;
  /** Notifications panel trigger (in the navigation header in the classy layout). */
  notifications?: ReactNode;
  /** Opens the quick chat below lg (only in layouts with quick chat). */
  quickChatToggle?: ReactNode;
  /**
   * The settings drawer (`<SettingsDrawer />`): its cog sits in the header (in the 'More actions'
   * menu on phones), never over the page; in the empty layout, which has no header, at the end of
   * the page.
   */
  settings?: ReactNode;
  /** User menu (in the navigation in the classy and futuristic layouts). */
  user?: ReactNode;
  /** The quick-chat rail (enterprise, modern, classic, compact, dense, futuristic, thin). */
  quickChat?: ReactNode;
}

export interface LayoutProps extends LayoutSlots {
  /** Which layout; default: the effective layout of the config (`useConfig().layout`). */
  layout?: Layout;
  /** The routed page; default: react-router's `<Outlet />`. */
  children?: ReactNode;
  /** Navigation items; default: the visible tree of the NavigationProvider. */
  navigation?: readonly ShellNavigationItem[];
  /** The logo; default: the shell's text logo. */
  logo?: ReactNode;
  /** Version label of the classy navigation header. Default '20.1.0'. */
  version?: string;
  /** Application name used in the footer and the logo. Default 'Hotel'. */
  appName?: string;
}

/** Which header tools a layout shows in its header. */
export type HeaderTool = keyof Omit<LayoutSlots, 'quickChat'>;

/** The header tool order of the spec. */
export const HEADER_TOOL_ORDER: readonly HeaderTool[] = [
  'languages',
  'fullscreen',
  'search',
  'shortcuts',
  'messages',
  'notifications',
  'quickChatToggle',
  'settings',
  'user',
];
