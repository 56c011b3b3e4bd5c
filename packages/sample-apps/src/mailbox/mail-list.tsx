import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Avatar, cn, Icon } from '@hotel/ui';
import type { MailLabel, MailListItem } from '../api/mailbox';
import { assetUrl, excerpt, LABEL_COLOR_CLASSES, listDate, parseContact } from './mail-model';

export interface MailListProps {
  /** The page's mails, newest first. */
  mails: MailListItem[];
  /** All labels, to colour the chips. */
  labels: MailLabel[];
  /** The open mail's id. */
  selectedId?: string;
  /** The link of a mail (relative to the mount point, with the current view and page). */
  hrefOf: (mail: MailListItem) => string;
}

/**
 * The mails of a page as virtual rows: only the rows in view are in the DOM, so the list stays
 * smooth however long a page is. Unread rows carry a 4 px primary border at the start; the open
 * mail is highlighted.
 */
export function MailList({ mails, labels, selectedId, hrefOf }: MailListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: mails.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 112,
    overscan: 6,
    getItemKey: (index) => mails[index]?.id ?? index,
  });
  const byId = new Map(labels.map((l) => [l.id, l]));

  return (
    <div ref={scrollRef} data-slot="mail-list" role="region" aria-label="Mails" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto outline-none">
      <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const mail = mails[item.index];
          if (!mail) return null;
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
                to={hrefOf(mail)}
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
