import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumbs, type BreadcrumbItem } from '@hotel/ui';

export interface PageHeaderProps {
  /** The page heading (h1). */
  title: string;
  /** The trail before the page, root first; the page itself is added last. */
  trail?: BreadcrumbItem[];
  /** A line under the heading. */
  description?: ReactNode;
  /** Buttons at the end. */
  actions?: ReactNode;
}

/** The heading block of a page in the signed-in frame: breadcrumb, title, description, actions. */
export function PageHeader({ title, trail = [], description, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-2 border-b border-border bg-card px-4 py-6 sm:px-8">
      <Breadcrumbs
        items={[...trail, { label: title }]}
        renderLink={(item, props) => (
          <Link to={item.href ?? '/'} className={props.className} data-slot={props['data-slot']}>
            {props.children}
          </Link>
        )}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl [overflow-wrap:anywhere]">{title}</h1>
          {description ? <div className="mt-1 text-muted-foreground">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
