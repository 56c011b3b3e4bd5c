import { hotelPaths, formatFieldValue, type DocumentType, type HotelDocument } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { activeLanguage, Alert, Button, Skeleton } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { messageOf, useRequest } from '../shared/use-request';
import { documentDate, documentFacts, documentMoney, documentParties, totalLabel } from './document-facts';

export interface DocumentViewProps {
  /** The document type. */
  type: DocumentType;
  /** The record's id. */
  id: string;
}

/** The named page of a printed document (the article's `[page:hotel-document]`; see there). */
const DOCUMENT_PAGE = 'hotel-document';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A printable hotel document (guest bill, cash receipt, docket, forms) from GET api/hotel/documents/<type>/<id>. */
export function DocumentView({ type, id }: DocumentViewProps) {
  const client = useHttpClient();
  const { t, tm } = useHotelText();
  const doc = useRequest(`${type}/${id}`, (signal) => client.get<HotelDocument>(hotelPaths.document(type, id), { signal }));

  if (doc.error) {
    return (
      <Alert
        variant="error"
        title={t('The document could not be opened')}
        action={
          <Button size="sm" variant="outline" onClick={doc.reload}>
            {t('Retry')}
          </Button>
        }
      >
        {tm(messageOf(doc.error))}
      </Alert>
    );
  }
  if (!doc.data) {
    return (
      <div role="status" aria-label={t('Loading document')} className="grid gap-3">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  const d = doc.data;
  // Every value as the screens show it, in the user's language; each fact once (document-facts).
  const format = { locale: activeLanguage(), t };
  const title = t(d.title);
  const parties = documentParties(d, format);
  const facts = documentFacts(d, format);
  const money = (amount: number) => documentMoney(amount, format);
  return (
    <article
      data-slot="hotel-document"
      data-document={d.type}
      aria-label={`${title} ${d.number}`}
      className="mx-auto grid max-w-3xl gap-6 rounded-md border border-border bg-card p-6 text-foreground [page:hotel-document] print:max-w-none print:border-0 print:p-[15mm] print:[box-decoration-break:clone]"
    >
      {/*
       * Printed, the document is the whole page: a page without margins has no room for the browser's
       * header and footer (the page's address, its title, the date), so the sheet names the hotel, its
       * address and contacts from the hotel profile (the header below) and nothing else; the padding
       * repeats on every sheet of a long bill.
       */}
      <style href="hotel-document-page" precedence="default">{`@page ${DOCUMENT_PAGE} { margin: 0; }`}</style>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-xl font-bold">{text(d.hotel?.name) || t('Hotel')}</h2>
          {d.hotel ? (
            <p className="text-sm text-muted-foreground">
              {[d.hotel.address, d.hotel.phone, d.hotel.email].map(text).filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </div>
        <div className="text-end">
          <p className="text-lg font-semibold">{title}</p>
          <p className="font-mono text-sm">{d.number}</p>
        </div>
      </header>
      {parties.length ? (
        <dl aria-label={t('Parties')} data-slot="document-parties" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {parties.map((party) => (
            <div key={party.name} className="contents">
              <dt className="text-muted-foreground">{party.label}</dt>
              <dd className="[overflow-wrap:anywhere]">{party.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {facts.length ? (
        <dl aria-label={t('Details')} data-slot="document-facts" className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.name} data-field={fact.name} className="flex justify-between gap-3 border-b border-border py-1">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="text-end [overflow-wrap:anywhere]">{fact.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {d.order ? (
        // A captain order: the kitchen's copy, what to make and for whom (no prices).
        <section aria-label={t('Kitchen order')} data-slot="document-order" className="grid gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('Table')}</dt>
            <dd>{d.order.table ?? t('No table')}</dd>
            <dt className="text-muted-foreground">{t('Waiter')}</dt>
            <dd>{d.order.waiter}</dd>
            <dt className="text-muted-foreground">{t('Sent')}</dt>
            <dd>
              <time dateTime={d.order.sentAt}>{formatFieldValue({ type: 'datetime' }, d.order.sentAt, format)}</time>
            </dd>
          </dl>
          <ul aria-label={t('Items')} className="grid gap-1 text-base">
            {d.order.items.map((line, index) => (
              <li key={index} className="flex gap-3 border-b border-border py-1.5">
                <span className="w-10 shrink-0 text-end font-semibold tabular-nums">{line.quantity} ×</span>
                <span>{line.item}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {d.lines.length ? (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('{{document}} lines', { document: title })}</caption>
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              <th scope="col" className="py-2 text-start font-medium">
                {t('Date')}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t('Description')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('Amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {d.lines.map((line, index) => (
              <tr key={index} className="border-b border-border">
                <td className="py-1.5 pe-3 whitespace-nowrap">
                  <time dateTime={line.date}>{documentDate(line.date, format)}</time>
                </td>
                <td className="py-1.5 pe-3">{line.description}</td>
                <td className="py-1.5 text-end tabular-nums">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {Object.keys(d.totals).length || d.tenders?.length ? (
        <dl aria-label={t('Totals')} data-slot="document-totals" className="ms-auto grid min-w-60 gap-1 text-sm">
          {Object.entries(d.totals)
            .filter(([key]) => key !== 'change')
            .map(([key, value]) => (
              <div key={key} className="flex justify-between gap-6 font-medium">
                <dt>{totalLabel(key, t)}</dt>
                <dd className="tabular-nums">{money(value)}</dd>
              </div>
            ))}
          {/* A docket's tenders by name (method, room or account), then the change given back. */}
          {d.tenders?.map((tender, index) => (
            <div key={`tender-${index}`} data-slot="document-tender" className="flex justify-between gap-6">
              <dt>{tm(tender.label)}</dt>
              <dd className="tabular-nums">{money(tender.amount)}</dd>
            </div>
          ))}
          {'change' in d.totals ? (
            <div className="flex justify-between gap-6 font-medium">
              <dt>{t('Change')}</dt>
              <dd className="tabular-nums">{money(d.totals.change as number)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </article>
  );
}
