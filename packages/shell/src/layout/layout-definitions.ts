import type { Layout } from '../config/types';
import type { VerticalNavigationAppearance } from '../navigation/components/vertical';
import type { HeaderTool } from './types';

/** How one of the eleven layouts places header, navigation, content and footer (fuse-behaviour 2.4). */
export interface LayoutDefinition {
  /** Navigation type: vertical (docked/over), horizontal (in the header; over-mode drawer below md) or none. */
  navigation: 'vertical' | 'horizontal' | 'none';
  /** Vertical appearance on md and up (dense toggles dense ↔ default). */
  appearance: VerticalNavigationAppearance;
  /** Classes of the vertical navigation panel. */
  navigationClass: string;
  /** Header tools this layout keeps out of its header (shown elsewhere or not at all). */
  headerExcludes: readonly HeaderTool[];
  /** Whether the quick-chat slot exists. */
  quickChat: boolean;
  /** Whether the footer shows. */
  footer: boolean;
  /** Frame classes: the root, a decorative band behind the content, the column, and main. */
  root: string;
  decoration?: string;
  column: string;
  main: string;
  footerClass?: string;
}

const DARK_NAV = 'dark bg-background text-foreground';
const vertical = (appearance: VerticalNavigationAppearance, extra: Partial<LayoutDefinition> = {}): LayoutDefinition => ({
  navigation: 'vertical',
  appearance,
  navigationClass: DARK_NAV,
  headerExcludes: [],
  quickChat: true,
  footer: true,
  root: 'flex min-h-dvh w-full bg-background text-foreground',
  column: 'flex min-w-0 flex-1 flex-col',
  main: 'flex min-h-0 flex-1 flex-col outline-none',
  ...extra,
});

/** The eleven layouts. */
export const LAYOUT_DEFINITIONS: Readonly<Record<Layout, LayoutDefinition>> = {
  empty: {
    navigation: 'none',
    appearance: 'default',
    navigationClass: '',
    headerExcludes: [],
    quickChat: false,
    footer: false,
    root: 'flex min-h-dvh w-full bg-background text-foreground',
    column: 'flex min-w-0 flex-1 flex-col',
    main: 'flex min-h-0 flex-1 flex-col outline-none',
  },
  classic: vertical('default'),
  classy: vertical('default', { headerExcludes: ['notifications', 'user'], footer: false, quickChat: false }),
  compact: vertical('compact'),
  dense: vertical('dense'),
  futuristic: vertical('default', { navigationClass: 'dark bg-primary-800 text-foreground', headerExcludes: ['user'] }),
  thin: vertical('thin', { navigationClass: 'bg-card text-foreground border-e border-border' }),
  centered: {
    navigation: 'horizontal',
    appearance: 'default',
    navigationClass: '',
    headerExcludes: ['quickChatToggle'],
    quickChat: false,
    footer: true,
    root: 'flex min-h-dvh w-full justify-center bg-background text-foreground sm:p-6 md:p-8',
    column: 'flex w-full max-w-360 min-w-0 flex-col overflow-hidden bg-card shadow-2xl sm:rounded-xl',
    main: 'flex min-h-0 flex-1 flex-col bg-background outline-none',
  },
  enterprise: {
    navigation: 'horizontal',
    appearance: 'default',
    navigationClass: '',
    headerExcludes: [],
    quickChat: true,
    footer: true,
    root: 'flex min-h-dvh w-full bg-background text-foreground',
    column: 'flex min-w-0 flex-1 flex-col items-center',
    main: 'flex w-full max-w-360 min-h-0 flex-1 flex-col overflow-hidden bg-card shadow-sm outline-none sm:my-6 sm:rounded-xl',
    footerClass: 'bg-transparent',
  },
  material: {
    navigation: 'horizontal',
    appearance: 'default',
    navigationClass: '',
    headerExcludes: ['quickChatToggle'],
    quickChat: false,
    footer: true,
    root: 'relative flex min-h-dvh w-full bg-background text-foreground',
    decoration: 'absolute inset-x-0 top-0 h-72 bg-primary-700',
    column: 'relative mx-auto flex w-full max-w-360 min-w-0 flex-col bg-card shadow-2xl sm:mt-10 sm:rounded-t-xl sm:px-4',
    main: 'flex min-h-0 flex-1 flex-col bg-background outline-none',
  },
  modern: {
    navigation: 'horizontal',
    appearance: 'default',
    navigationClass: '',
    headerExcludes: [],
    quickChat: true,
    footer: true,
    root: 'flex min-h-dvh w-full bg-background text-foreground',
    column: 'flex min-w-0 flex-1 flex-col',
    main: 'flex min-h-0 flex-1 flex-col outline-none',
  },
};

/** Layouts that have the quick-chat slot (000 section 2). */
export const QUICK_CHAT_LAYOUTS: readonly Layout[] = (Object.keys(LAYOUT_DEFINITIONS) as Layout[]).filter((name) => LAYOUT_DEFINITIONS[name].quickChat);
