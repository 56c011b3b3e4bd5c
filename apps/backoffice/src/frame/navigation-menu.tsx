import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { activeTrail, type ShellNavigationItem } from '@hotel/shell';
import { Icon, cn } from '@hotel/ui';

export interface NavigationMenuProps {
  /** The visible tree (hidden rules applied). */
  items: readonly ShellNavigationItem[];
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
  /** Accessible name of the landmark. */
  label?: string;
  className?: string;
}

/**
 * The role-filtered menu: groups with a heading, collapsables that open with Enter/Space and show
 * `aria-expanded`, links with `aria-current="page"` on the active one. The active trail is open.
 */
export function NavigationMenu({ items, onNavigate, label = 'Main', className }: NavigationMenuProps) {
  const location = useLocation();
  const trail = activeTrail(items, location);
  return (
    <nav aria-label={label} data-slot="navigation" className={cn('text-sm', className)}>
      <MenuList items={items} trail={trail} depth={0} onNavigate={onNavigate} />
    </nav>
  );
}

interface MenuListProps {
  items: readonly ShellNavigationItem[];
  trail: string[];
  depth: number;
  onNavigate?: () => void;
}

function MenuList({ items, trail, depth, onNavigate }: MenuListProps) {
  return (
    <ul className={cn('flex flex-col gap-0.5', depth > 0 && 'ms-3 border-s border-border ps-2')}>
      {items.map((item) => (
        <li key={item.id}>
          <MenuItem item={item} trail={trail} depth={depth} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

const ROW = 'flex w-full min-h-9 items-center gap-3 rounded-md px-3 py-1.5 text-start outline-none focus-visible:ring-2 focus-visible:ring-ring';

function MenuItem({ item, trail, depth, onNavigate }: { item: ShellNavigationItem; trail: string[]; depth: number; onNavigate?: () => void }) {
  const inTrail = trail.includes(item.id);
  const [open, setOpen] = useState(inTrail);
  const [wasInTrail, setWasInTrail] = useState(inTrail);
  if (inTrail !== wasInTrail) {
    setWasInTrail(inTrail);
    if (inTrail) setOpen(true);
  }
  const icon = item.icon ? <Icon name={item.icon} size="md" className="shrink-0 text-muted-foreground" /> : null;

  if (item.type === 'divider') return <hr className="my-2 border-border" />;
  if (item.type === 'spacer') return <div className="h-4" />;
  if (item.type === 'group' || item.type === 'aside') {
    const headingId = `nav-group-${item.id}`;
    return (
      <section aria-labelledby={headingId} className="mt-4 first:mt-0">
        <h2 id={headingId} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-primary">
          {item.title}
        </h2>
        {item.subtitle ? <p className="px-3 pb-2 text-xs text-muted-foreground">{item.subtitle}</p> : null}
        <MenuList items={item.children ?? []} trail={trail} depth={depth} onNavigate={onNavigate} />
      </section>
    );
  }
  if (item.type === 'collapsable') {
    const listId = `nav-children-${item.id}`;
    return (
      <>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className={cn(ROW, 'hover:bg-hover', inTrail && 'font-medium')}
        >
          {icon}
          <span className="min-w-0 flex-1 truncate">{item.title}</span>
          <Icon name="heroicons_outline:chevron-right" size="sm" className={cn('shrink-0 transition-transform rtl:rotate-180', open && 'rotate-90 rtl:rotate-90')} />
        </button>
        <div id={listId} hidden={!open}>
          {open ? <MenuList items={item.children ?? []} trail={trail} depth={depth + 1} onNavigate={onNavigate} /> : null}
        </div>
      </>
    );
  }
  if (!item.link || item.disabled) {
    return (
      <span aria-disabled="true" className={cn(ROW, 'cursor-not-allowed text-muted-foreground opacity-60')}>
        {icon}
        <span className="min-w-0 flex-1 truncate">{item.title}</span>
      </span>
    );
  }
  if (item.externalLink) {
    const href = /^(https?:|mailto:|tel:|\/)/i.test(item.link) ? item.link : '#';
    return (
      <a href={href} target={item.target ?? '_blank'} rel="noreferrer noopener" className={cn(ROW, 'hover:bg-hover')}>
        {icon}
        <span className="min-w-0 flex-1 truncate">{item.title}</span>
      </a>
    );
  }
  const active = trail.at(-1) === item.id;
  return (
    <Link
      to={item.link.startsWith('/') ? item.link : `/${item.link}`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      title={item.tooltip}
      className={cn(ROW, 'hover:bg-hover', active && 'bg-primary/10 font-medium text-primary')}
    >
      {icon}
      <span className="min-w-0 flex-1 truncate">{item.title}</span>
      {item.badge?.title ? <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">{item.badge.title}</span> : null}
    </Link>
  );
}
