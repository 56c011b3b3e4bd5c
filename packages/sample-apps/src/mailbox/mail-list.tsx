import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Avatar, cn, Icon, Skeleton } from '@hotel/ui';
import { MAILS_PER_PAGE, type MailLabel, type MailListItem } from '../api/mailbox';
import { assetUrl, excerpt, LABEL_COLOR_CLASSES, listDate, parseContact } from './mail-model';

/** How long the rows in view must stay put before their pages are read. */
const SETTLE_MS = 120;

export interface MailListProps {
  /** How many mails the view has. */
  total: number;
  /** The mail at a row, once its page is in. */
  rowAt: (index: number) => MailListItem | undefined;
  /** Asks for a page (1-based) whose rows are in view. */
  ensure: (page: number) => void;
  /** All labels, to colour the chips. */
  labels: MailLabel[];
  /** The open mail's id. */
  selectedId?: string;
  /** The link of a mail (with the view and the page it is on). */
  hrefOf: (mail: MailListItem, page: number) => string;
  /** The page whose first row starts at the top when the list first has rows. */
  initialPage: number;
  /** A later jump (Previous / Next page): scrolls so that page's first row is at the top. */
  jump: { page: number; n: number } | null;
  /** The rows in view changed (0-based, inclusive). */
  onRange: (start: number, end: number) => void;
}

/**
 * The whole view as one list of virtual rows (10,000 mails stay smooth): only the rows in view are
 * in the DOM, and their pages are read as they come into view (skeleton rows until then). Unread
 * rows carry a 4 px primary border at the start; the open mail is highlighted.
 */
export function MailList({ total, rowAt, ensure, labels, selectedId, hrefOf, initialPage, jump, onRange }: MailListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 96,
    overscan: 6,
    getItemKey: (index) => rowAt(index)?.id ?? `row-${index}`,
  });
  const byId = new Map(labels.map((l) => [l.id, l]));
  const items = virtualizer.getVirtualItems();
  const firstItem = items[0]?.index ?? 0;
  const lastItem = items[items.length - 1]?.index ?? -1;
  const range = virtualizer.range;
  const rangeStart = range?.startIndex ?? 0;
  const rangeEnd = range?.endIndex ?? -1;

  // Pages are asked for once the rows in view settle, so a fast scroll over thousands of rows does
  // not send a call for every page it passes.
  useEffect(() => {
    if (lastItem < 0) return;
    const timer = setTimeout(() => {
      for (let page = Math.floor(firstItem / MAILS_PER_PAGE) + 1; page <= Math.floor(lastItem / MAILS_PER_PAGE) + 1; page++) ensure(page);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [firstItem, lastItem, ensure]);
  useEffect(() => {
    if (rangeEnd >= rangeStart && total > 0) onRange(rangeStart, Math.min(rangeEnd, total - 1));
  }, [rangeStart, rangeEnd, total, onRange]);
  const scrollToPage = (page: number) => virtualizer.scrollToIndex(Math.min((page - 1) * MAILS_PER_PAGE, Math.max(total - 1, 0)), { align: 'start' });
  const [start] = useState(() => ({ page: initialPage, jump }));
  const started = useRef(false);
  useEffect(() => {
    if (total === 0 || started.current) return;
    started.current = true;
    if (start.page > 1) scrollToPage(start.page);
    // Once, when the first rows exist.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [total]);
  useEffect(() => {
    if (jump && jump !== start.jump) scrollToPage(jump.page);
    // Only on a new jump, not on list updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jump]);

  return (
    <div ref={scrollRef} data-slot="mail-list" role="region" aria-label="Mails" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto outline-none">
      <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const mail = rowAt(item.index);
          if (!mail) {
            return (
              <li key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="absolute inset-x-0 top-0 border-b border-border px-4 py-3 sm:px-6" style={{ transform: `translateY(${item.start}px)` }} aria-hidden="true">
                <div className="flex gap-3">
                  <Skeleton className="size-8 rounded-full" />
                  <div className="grid flex-1 gap-2">
                    <Skeleton className="h-4 w-1/2" />
                    <Skeleton className="h-4 w-full" />
                    <Skeleton className="h-4 w-3/4" />
                  </div>
                </div>
              </li>
            );
          }
          const page = Math.floor(item.index / MAILS_PER_PAGE) + 1;
          const { name } = parseContact(mail.from.contact);
          const selected = mail.id === selectedId;
          const chips = mail.labels.map((id) => byId.get(id)).filter((l): l is MailLabel => Boolean(l));
          return (
            <li
              key={item.key}
              data-index={item.index}
              data-state={mail.unread ? 'unread' : 'read'}
              ref={virtualizer.measureElement}
              className="absolute inset-x-0 top-0"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <Link
                to={hrefOf(mail, page)}
                aria-current={selected ? 'page' : undefined}
                className={cn(
                  'flex gap-3 border-b border-s-4 border-b-border border-s-transparent px-4 py-3 outline-none hover:bg-hover focus-visible:bg-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-6',
                  mail.unread && 'border-s-primary',
                  selected && 'bg-primary-50 dark:bg-hover',
                )}
              >
                <span aria-hidden="true" className="contents">
                  <Avatar name={name} src={assetUrl(mail.from.avatar)} size="sm" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2">
                    <span className={cn('min-w-0 flex-1 truncate', mail.unread ? 'font-semibold' : 'font-medium')}>{name}</span>
                    {mail.attachments.length > 0 ? <Icon name="heroicons-outline:paper-clip" size="sm" title="Has attachments" className="shrink-0 text-muted-foreground" /> : null}
                    {mail.important ? <Icon name="heroicons-solid:exclamation-circle" size="sm" title="Important" className="shrink-0 text-warn" /> : null}
                    {mail.starred ? <Icon name="heroicons-solid:star" size="sm" title="Starred" className="shrink-0 text-amber-500" /> : null}
                    <time dateTime={mail.date} className="shrink-0 text-xs text-muted-foreground">
                      {listDate(mail.date)}
                    </time>
                  </span>
                  <span data-slot="mail-subject" className={cn('mt-0.5 block truncate text-sm', mail.unread ? 'font-semibold text-foreground' : 'text-foreground')}>
                    {mail.unread ? <span className="sr-only">Unread: </span> : null}
                    {mail.subject || '(no subject)'}
                  </span>
                  <span className="mt-0.5 line-clamp-2 text-sm break-words text-muted-foreground">{excerpt(mail.content)}</span>
                  {chips.length > 0 ? (
                    <span className="mt-1.5 flex flex-wrap gap-1">
                      {chips.map((l) => (
                        <span key={l.id} className={cn('rounded-full px-2 py-0.5 text-xs font-medium', LABEL_COLOR_CLASSES[l.color].chip)}>
                          {l.title}
                        </span>
                      ))}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
