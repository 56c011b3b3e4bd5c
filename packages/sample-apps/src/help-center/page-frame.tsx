import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@hotel/ui';

/** Props of PageFrame. */
export interface PageFrameProps {
  /** The page heading. */
  title: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** Where 'Back' leads, and its text. */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The frame of the help-centre subpages: a back link, a heading and a centred column. */
export function PageFrame({ title, subtitle, back, children }: PageFrameProps) {
  return (
    <div className="min-h-full bg-background px-4 py-8 sm:px-8" data-slot="help-center-page">
      <div className="mx-auto grid max-w-4xl gap-6">
        {back ? (
          <Link to={back.to} className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
            <Icon name="heroicons_outline:arrow-long-left" size="sm" className="rtl:rotate-180" />
            {back.label}
          </Link>
        ) : null}
        <header className="grid gap-2">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          {subtitle ? <p className="text-lg text-muted-foreground">{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
