import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '@hotel/ui';

export interface ScreenHeaderProps {
  /** The page heading (h1). */
  title: string;
  /** The menu section, shown as the breadcrumb's parent. */
  section?: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** Buttons at the end of the heading row. */
  actions?: ReactNode;
}

/** The heading block of every hotel screen: breadcrumb (Hotel › section › title), h1, description, actions. */
export function ScreenHeader({ title, section, description, actions }: ScreenHeaderProps) {
  return (
    <header data-slot="screen-header" className="flex flex-col gap-2 border-b border-border bg-card px-4 py-5 sm:px-8 print:hidden">
      <Breadcrumbs
        items={[{ label: 'Hotel', href: '/welcome' }, ...(section ? [{ label: section }] : []), { label: title }]}
        renderLink={(item, props) => (
          <Link to={item.href ?? '/'} className={props.className} data-slot={props['data-slot']}>
            {props.children}
          </Link>
        )}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl [overflow-wrap:anywhere]">{title}</h1>
          {description ? <div className="mt-1 text-sm text-muted-foreground">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
