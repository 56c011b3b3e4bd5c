import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Breadcrumbs, formatDateTime } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { formatBusinessDate, useBusinessDate } from './use-business-date';

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

/**
 * The hotel day every posting carries, beside the breadcrumb: the business date with the last
 * night audit in its tooltip; "unknown" when the call failed, nothing while it is on its way.
 */
export function BusinessDateBadge() {
  const { t, tm } = useHotelText();
  const { date, lastAudit, error } = useBusinessDate();
  if (!date) {
    return error ? (
      <Badge data-slot="business-date" data-state="unknown" variant="muted" title={tm(error.message)}>
        {t('Business date unknown')}
      </Badge>
    ) : null;
  }
  const audit = lastAudit
    ? t('Last night audit closed {{date}}, {{at}} by {{by}}', { date: formatBusinessDate(lastAudit.date), at: formatDateTime(lastAudit.at), by: lastAudit.by })
    : t('No night audit has run yet');
  return (
    <Badge data-slot="business-date" data-state="known" variant="outline" title={audit}>
      {t('Business date')} <time dateTime={date}>{formatBusinessDate(date)}</time>
      <span className="sr-only">. {audit}.</span>
    </Badge>
  );
}

/** The heading block of every hotel screen: breadcrumb (Hotel › section › title) with the business date, h1, description, actions. */
export function ScreenHeader({ title: given, section, description, actions }: ScreenHeaderProps) {
  const { t, tm } = useHotelText();
  // A declared title ('Guests', 'Restaurant Sale Summary') in the user's language, whoever passed it; a translated one stays.
  const title = tm(given);
  return (
    <header data-slot="screen-header" className="flex flex-col gap-2 border-b border-border bg-card px-4 py-5 sm:px-8 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Breadcrumbs
          items={[{ label: t('Hotel'), href: '/welcome' }, ...(section ? [{ label: tm(section) }] : []), { label: title }]}
          renderLink={(item, props) => (
            <Link to={item.href ?? '/'} className={props.className} data-slot={props['data-slot']}>
              {props.children}
            </Link>
          )}
        />
        <BusinessDateBadge />
      </div>
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
