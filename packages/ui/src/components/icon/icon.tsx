import * as React from 'react';
import { cn } from '../../lib/cn';
import {
  getLoadedIconSet,
  getRegisteredIcon,
  loadIconSet,
  parseIconName,
  type IconData,
  type IconSetData,
  type IconSetId,
} from '../../icons/registry';
import { iconElements } from './icon-tree';

/** Named sizes in px; the Fuse grid names (icon-size-5 = 20 px) map onto these. */
const ICON_SIZES = { xs: 12, sm: 16, md: 20, lg: 24, xl: 32 } as const;

type IconSize = keyof typeof ICON_SIZES | number;

type IconProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /** 'set:name', e.g. 'heroicons_outline:home' or 'material-solid:hotel'. Without a set, heroicons outline. */
  name: string;
  /** Pixel size or a token (xs 12, sm 16, md 20, lg 24, xl 32). Default 'lg' (24 px). */
  size?: IconSize;
  /** An accessible name. With it the icon is announced as an image; without it the icon is hidden from assistive tech. */
  title?: string;
};

type SetState = { status: 'loading' } | { status: 'ready'; data: IconSetData } | { status: 'error' };

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

/** Loads (once, cached) the set an icon belongs to. */
function useIconSet(set: IconSetId | null): SetState {
  const initial = (): SetState => {
    if (!set) return { status: 'error' };
    const data = getLoadedIconSet(set);
    return data ? { status: 'ready', data } : { status: 'loading' };
  };
  const [state, setState] = React.useState<{ set: IconSetId | null; value: SetState }>(() => ({ set, value: initial() }));
  const current = state.set === set ? state.value : initial();
  if (state.set !== set) setState({ set, value: current });

  React.useEffect(() => {
    if (!set || current.status !== 'loading') return;
    let active = true;
    loadIconSet(set).then(
      (data) => active && setState({ set, value: { status: 'ready', data } }),
      () => active && setState({ set, value: { status: 'error' } }),
    );
    return () => {
      active = false;
    };
  }, [set, current.status]);

  return current;
}

/** The icon's drawing once its set has loaded, or undefined when the set lacks it. */
function fromSet(state: SetState, name: string): IconData | undefined {
  if (state.status !== 'ready') return undefined;
  const nodes = state.data.icons[name];
  return nodes ? { width: state.data.width, height: state.data.height, nodes } : undefined;
}

/**
 * An SVG icon from one of the bundled sets, loaded on demand. Decorative (aria-hidden) unless it
 * has a `title`. Shows a same-sized placeholder while its set loads and a dashed square for an
 * unknown set or name, so layout never shifts. An icon registered with `registerIcons` is drawn
 * on the first render, without loading its set.
 */
function Icon({ name, size = 'lg', title, className, style, ...props }: IconProps) {
  const { set, name: iconName } = parseIconName(name);
  const registered = set ? getRegisteredIcon(set, iconName) : undefined;
  const state = useIconSet(registered ? null : set);
  const px = typeof size === 'number' ? size : ICON_SIZES[size];
  const titleId = React.useId();
  const box = { width: px, height: px, ...style };
  const a11y = title
    ? { role: 'img' as const, 'aria-labelledby': titleId }
    : { 'aria-hidden': true as const, focusable: 'false' as const };

  if (!registered && state.status === 'loading') {
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

  const icon = registered ?? fromSet(state, iconName);
  if (!icon) {
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
      data-icon={name}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${icon.width} ${icon.height}`}
      className={iconClassName('ready', className)}
      style={box}
      {...a11y}
      {...props}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {iconElements(icon.nodes)}
    </svg>
  );
}

export { Icon, ICON_SIZES, type IconProps, type IconSize };
