import { hotelPaths, formatFieldValue, formatMoney, type DocumentType, type HotelDocument } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Alert, Button, Skeleton, toDate, toTitleCase } from '@hotel/ui';
import { messageOf, useRequest } from '../shared/use-request';

export interface DocumentViewProps {
  /** The document type. */
  type: DocumentType;
  /** The record's id. */
  id: string;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A printable hotel document (guest bill, cash receipt, docket, forms) from GET api/hotel/documents/<type>/<id>. */
export function DocumentView({ type, id }: DocumentViewProps) {
  const client = useHttpClient();
  const doc = useRequest(`${type}/${id}`, (signal) => client.get<HotelDocument>(hotelPaths.document(type, id), { signal }));

  if (doc.error) {
    return (
      <Alert variant="error" title="The document could not be opened" action={<Button size="sm" variant="outline" onClick={doc.reload}>Retry</Button>}>
        {messageOf(doc.error)}
      </Alert>
    );
  }
  if (!doc.data) {
    return (
      <div role="status" aria-label="Loading document" className="grid gap-3">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  const d = doc.data;
  const fields = Object.entries(d.record).filter(([key, value]) => key !== 'id' && value !== null && value !== '' && typeof value !== 'object');
  return (
    <article data-slot="hotel-document" data-document={d.type} aria-label={`${d.title} ${d.number}`} className="mx-auto grid max-w-3xl gap-6 rounded-md border border-border bg-card p-6 text-foreground print:max-w-none print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-xl font-bold">{text(d.hotel?.name) || 'Hotel'}</h2>
          {d.hotel ? (
            <p className="text-sm text-muted-foreground">
              {[d.hotel.address, d.hotel.phone, d.hotel.email].map(text).filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </div>
        <div className="text-end">
          <p className="text-lg font-semibold">{d.title}</p>
          <p className="font-mono text-sm">{d.number}</p>
        </div>
      </header>
      {d.guest || d.room || d.receivedFrom ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {d.guest ? (
            <>
              <dt className="text-muted-foreground">Guest</dt>
              <dd>{text(d.guest.name ?? d.guest.fullName ?? Object.values(d.guest)[1])}</dd>
            </>
          ) : null}
          {d.room ? (
            <>
              <dt className="text-muted-foreground">Room</dt>
              <dd>{d.room}</dd>
            </>
          ) : null}
          {d.receivedFrom ? (
            <>
              <dt className="text-muted-foreground">Received from</dt>
              <dd>{text(d.receivedFrom)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {fields.map(([key, value]) => (
          <div key={key} className="flex justify-between gap-3 border-b border-border py-1">
            <dt className="text-muted-foreground">{toTitleCase(key.replace(/([A-Z])/g, ' $1'))}</dt>
            <dd className="text-end [overflow-wrap:anywhere]">{text(value)}</dd>
          </div>
        ))}
      </dl>
      {d.order ? (
        // A captain order: the kitchen's copy, what to make and for whom (no prices).
        <section aria-label="Kitchen order" data-slot="document-order" className="grid gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Table</dt>
            <dd>{d.order.table ?? 'No table'}</dd>
            <dt className="text-muted-foreground">Waiter</dt>
            <dd>{d.order.waiter}</dd>
            <dt className="text-muted-foreground">Sent</dt>
            <dd>
              <time dateTime={d.order.sentAt}>{formatFieldValue({ type: 'datetime' }, d.order.sentAt)}</time>
            </dd>
          </dl>
          <ul aria-label="Items" className="grid gap-1 text-base">
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
          <caption className="sr-only">{d.title} lines</caption>
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              <th scope="col" className="py-2 text-start font-medium">Date</th>
              <th scope="col" className="py-2 text-start font-medium">Description</th>
              <th scope="col" className="py-2 text-end font-medium">Amount ({d.currency})</th>
            </tr>
          </thead>
          <tbody>
            {d.lines.map((line, index) => (
              <tr key={index} className="border-b border-border">
                <td className="py-1.5 pe-3 whitespace-nowrap">{toDate(line.date)}</td>
                <td className="py-1.5 pe-3">{line.description}</td>
                <td className="py-1.5 text-end tabular-nums">{formatMoney(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {Object.keys(d.totals).length || d.tenders?.length ? (
        <dl className="ms-auto grid min-w-60 gap-1 text-sm">
          {Object.entries(d.totals)
            .filter(([key]) => key !== 'change')
            .map(([key, value]) => (
              <div key={key} className="flex justify-between gap-6 font-medium">
                <dt>{toTitleCase(key.replace(/([A-Z])/g, ' $1'))}</dt>
                <dd className="tabular-nums">{formatMoney(value)}</dd>
              </div>
            ))}
          {/* A docket's tenders by name (method, room or account), then the change given back. */}
          {d.tenders?.map((tender, index) => (
            <div key={`tender-${index}`} data-slot="document-tender" className="flex justify-between gap-6">
              <dt>{tender.label}</dt>
              <dd className="tabular-nums">{formatMoney(tender.amount)}</dd>
            </div>
          ))}
          {'change' in d.totals ? (
            <div className="flex justify-between gap-6 font-medium">
              <dt>Change</dt>
              <dd className="tabular-nums">{formatMoney(d.totals.change as number)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </article>
  );
}
