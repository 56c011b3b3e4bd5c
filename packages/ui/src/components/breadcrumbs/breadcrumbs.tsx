import * as React from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn';
import { Icon } from '../icon/icon';
import { useUiStrings } from '../ui-strings/ui-strings';

/** One step of the trail. The last item is the current page. */
interface BreadcrumbItem {
  /** Visible text. */
  label: string;
  /** Where the step links to; omit for a step without a page. */
  href?: string;
}

/** Props handed to `renderLink`: spread them on your router link. */
interface BreadcrumbLinkRenderProps {
  className: string;
  'data-slot': 'breadcrumb-link';
  children: React.ReactNode;
}

type BreadcrumbsProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The trail, root first. */
  items: BreadcrumbItem[];
  /** Render a link (a router Link) for an item with an href. Defaults to a plain `<a href>`. */
  renderLink?: (item: BreadcrumbItem, props: BreadcrumbLinkRenderProps) => React.ReactNode;
  /** Collapse the middle into "…" when there are more items than this (first item and the last `maxItems - 1` stay). */
  maxItems?: number;
  /** Accessible name of the landmark. Default: the UiStringsProvider's ('Breadcrumb'). */
  label?: string;
};

const LINK_CLASSES = 'rounded-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring';

type BreadcrumbLinkProps = React.ComponentProps<'a'> & {
  /** Render the child (a router link) with the breadcrumb link styles. */
  asChild?: boolean;
};

/** A link in a breadcrumb trail; with `asChild` it styles your router link. */
function BreadcrumbLink({ asChild = false, className, ...props }: BreadcrumbLinkProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return <Comp data-slot="breadcrumb-link" className={cn(LINK_CLASSES, className)} {...props} />;
}

const defaultRenderLink = (item: BreadcrumbItem, { children, ...props }: BreadcrumbLinkRenderProps) => (
  <a href={item.href} {...props}>
    {children}
  </a>
);

/** A navigation landmark showing where the page sits; the last step is marked aria-current="page". */
function Breadcrumbs({ items, renderLink = defaultRenderLink, maxItems, label: labelProp, className, ...props }: BreadcrumbsProps) {
  const strings = useUiStrings('breadcrumbs');
  const label = labelProp ?? strings.label;
  const collapse = maxItems !== undefined && maxItems >= 2 && items.length > maxItems;
  const visible: Array<BreadcrumbItem | 'ellipsis'> = collapse
    ? [items[0] as BreadcrumbItem, 'ellipsis', ...items.slice(items.length - (maxItems - 1))]
    : items;
  if (items.length === 0) return null;
  return (
    <nav data-slot="breadcrumbs" aria-label={label} className={className} {...props}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm break-words">
        {visible.map((item, index) => {
          const last = index === visible.length - 1;
          return (
            <li key={item === 'ellipsis' ? 'ellipsis' : `${index}-${item.label}`} className="inline-flex min-w-0 items-center gap-1.5">
              {index > 0 ? (
                <Icon name="heroicons_mini:chevron-right" size="sm" className="text-hint rtl:rotate-180" />
              ) : null}
              {item === 'ellipsis' ? (
                <span data-slot="breadcrumb-ellipsis" className="text-muted-foreground">
                  <span aria-hidden="true">…</span>
                  <span className="sr-only">{`${items.length - (maxItems ?? 0)} more`}</span>
                </span>
              ) : last ? (
                <span data-slot="breadcrumb-page" aria-current="page" className="max-w-[16rem] truncate font-medium text-foreground" title={item.label}>
                  {item.label}
                </span>
              ) : item.href ? (
                <span className="max-w-[12rem] truncate" title={item.label}>
                  {renderLink(item, { className: LINK_CLASSES, 'data-slot': 'breadcrumb-link', children: item.label })}
                </span>
              ) : (
                <span className="max-w-[12rem] truncate text-muted-foreground" title={item.label}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export { BreadcrumbLink, Breadcrumbs, type BreadcrumbItem, type BreadcrumbLinkProps, type BreadcrumbLinkRenderProps, type BreadcrumbsProps };
