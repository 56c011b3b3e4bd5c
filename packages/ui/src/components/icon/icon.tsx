import * as React from 'react';
import { cn } from '../../lib/cn';
import {
  getIcon,
  hasIconLoader,
  loadIcon,
  parseIconName,
  type IconData,
  type IconSetId,
} from '../../icons/registry';
import { iconElements } from './icon-tree';

/** Named sizes in px; the Fuse grid names (icon-size-5 = 20 px) map onto these. */
const ICON_SIZES = { xs: 12, sm: 16, md: 20, lg: 24, xl: 32 } as const;

type IconSize = keyof typeof ICON_SIZES | number;

type IconProps = Omit<React.ComponentProps<'svg'>, 'children' | 'name'> & {
  /** Pixel size or a token (xs 12, sm 16, md 20, lg 24, xl 32). Default 'lg' (24 px). */
  size?: IconSize;
  /** An accessible name. With it the icon is announced as an image; without it the icon is hidden from assistive tech. */
  title?: string;
} & (
    | {
        /**
         * 'set:name', e.g. 'heroicons_outline:home' or 'material-solid:hotel'. Without a set, heroicons
         * outline. Drawn at once when registered (`registerIcons`); otherwise loaded by name when the
         * app opted in (`registerIconSets` from `@hotel/ui/icon-sets`), else shown as missing.
         */
        name: string;
        icon?: undefined;
      }
    | {
        /** The drawing itself, imported from `@hotel/ui/icons/<set>` (`import { home } from …`): drawn at once. */
        icon: IconData;
        /** Optional with `icon`: only written to `data-icon`. */
        name?: string;
      }
  );

type IconState = { status: 'loading' } | { status: 'ready'; icon: IconData } | { status: 'missing' };

/** The classes of each state; a caller's className is merged onto them. */
const BASE_CLASS = {
  loading: 'inline-block shrink-0 animate-pulse rounded-sm bg-hover',
  missing: 'inline-block shrink-0 text-hint',
  ready: 'inline-block shrink-0',
} as const;

/** The state's classes with the caller's className merged on (`cn` remembers recent merges). */
function iconClassName(state: keyof typeof BASE_CLASS, className: string | undefined): string {
  return className ? cn(BASE_CLASS[state], className) : BASE_CLASS[state];
}

/** Sets already warned about: an icon asked for by name with no loader for its set. */
const warned = new Set<IconSetId>();

function warnNoLoader(set: IconSetId, name: string) {
  if (warned.has(set)) return;
  warned.add(set);
  console.warn(`Icon ${set}:${name}: not registered, and ${set} has no loader (see registerIconSets in @hotel/ui/icon-sets).`);
}

/** What an icon shows now: known at once (registered or found before), missing, or loading. */
function iconNow(set: IconSetId | null, name: string): IconState {
  if (!set) return { status: 'missing' };
  const known = getIcon(set, name);
  if (known) return { status: 'ready', icon: known };
  if (known === null) return { status: 'missing' };
  if (hasIconLoader(set)) return { status: 'loading' };
  warnNoLoader(set, name);
  return { status: 'missing' };
}

/** The icon's drawing: at once when known, else through its set's loader (once per icon, cached). */
function useIcon(set: IconSetId | null, name: string, given: IconData | undefined): IconState {
  const key = given ? null : `${set ?? ''}:${name}`;
  const [state, setState] = React.useState<{ key: string | null; value: IconState }>(() => ({
    key,
    value: given ? { status: 'ready', icon: given } : iconNow(set, name),
  }));
  const current = given ? ({ status: 'ready', icon: given } as const) : state.key === key ? state.value : iconNow(set, name);
  if (state.key !== key) setState({ key, value: current });

  React.useEffect(() => {
    if (!set || current.status !== 'loading') return;
    let active = true;
    loadIcon(set, name).then(
      (icon) => active && setState({ key, value: icon ? { status: 'ready', icon } : { status: 'missing' } }),
      () => active && setState({ key, value: { status: 'missing' } }),
    );
    return () => {
      active = false;
    };
  }, [set, name, key, current.status]);

  return current;
}

/**
 * An SVG icon. Decorative (aria-hidden) unless it has a `title`. Drawn at once from `icon` (imported
 * from `@hotel/ui/icons/<set>`) or from a registered name; any other name is loaded when the app
 * opted in to icons by name (`@hotel/ui/icon-sets`), with a same-size placeholder meanwhile. An
 * unknown set or name shows a dashed square, so layout never shifts.
 */
function Icon({ name = '', icon: given, size = 'lg', title, className, style, ...props }: IconProps) {
  const { set, name: iconName } = parseIconName(name);
  const state = useIcon(set, iconName, given);
  const px = typeof size === 'number' ? size : ICON_SIZES[size];
  const titleId = React.useId();
  const box = { width: px, height: px, ...style };
  const a11y = title
    ? { role: 'img' as const, 'aria-labelledby': titleId }
    : { 'aria-hidden': true as const, focusable: 'false' as const };

  if (state.status === 'loading') {
    return (
      <span
        data-slot="icon"
        data-state="loading"
        aria-hidden="true"
        className={iconClassName('loading', className)}
        style={box}
      />
    );
  }

  if (state.status === 'missing') {
    return (
      <svg
        data-slot="icon"
        data-state="missing"
        data-icon={name}
        viewBox="0 0 24 24"
        className={iconClassName('missing', className)}
        style={box}
        {...a11y}
        {...props}
      >
        <title id={titleId}>{title ?? `Unknown icon: ${name}`}</title>
        <rect x="3" y="3" width="18" height="18" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray="3 2" />
      </svg>
    );
  }

  return (
    <svg
      data-slot="icon"
      data-state="ready"
      data-icon={name || undefined}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${state.icon.width} ${state.icon.height}`}
      className={iconClassName('ready', className)}
      style={box}
      {...a11y}
      {...props}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {iconElements(state.icon.nodes)}
    </svg>
  );
}

export { Icon, ICON_SIZES, type IconProps, type IconSize };
