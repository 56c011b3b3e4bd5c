import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Avatar, cn } from '@hotel/ui';
import type { Contact } from '../api/contacts';
import { assetUrl } from './asset-url';

type Row = { kind: 'letter'; letter: string } | { kind: 'contact'; contact: Contact };

/** Contacts with a letter row whenever the first letter changes (the list is already sorted). */
export function groupByLetter(contacts: Contact[]): Row[] {
  const rows: Row[] = [];
  let last = '';
  for (const contact of contacts) {
    const letter = (contact.name.trim()[0] ?? '#').toLocaleUpperCase();
    if (letter !== last) {
      rows.push({ kind: 'letter', letter });
      last = letter;
    }
    rows.push({ kind: 'contact', contact });
  }
  return rows;
}

export interface ContactsListProps {
  /** Sorted contacts. */
  contacts: Contact[];
  /** The open contact's id. */
  selectedId?: string;
  /** Search string kept on the row links. */
  search: string;
}

/** The virtual, alphabetical contact list (10,000 rows stay smooth). */
export function ContactsList({ contacts, selectedId, search }: ContactsListProps) {
  const rows = useMemo(() => groupByLetter(contacts), [contacts]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'letter' ? 36 : 72),
    overscan: 8,
    getItemKey: (index) => {
      const row = rows[index];
      return row?.kind === 'contact' ? row.contact.id : `letter-${row?.letter ?? index}`;
    },
  });
  const selectedIndex = selectedId ? rows.findIndex((r) => r.kind === 'contact' && r.contact.id === selectedId) : -1;
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
    // Only when the selection changes, not on every list update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);

  return (
    <div ref={scrollRef} data-slot="contacts-list" className="min-h-0 flex-1 overflow-y-auto" aria-label="Contacts list" role="region" tabIndex={-1}>
      <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute inset-x-0 top-0"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {row.kind === 'letter' ? (
                <h2 className="sticky top-0 border-y border-border bg-background px-6 py-1.5 text-sm font-semibold text-muted-foreground">{row.letter}</h2>
              ) : (
                <Link
                  to={{ pathname: row.contact.id, search }}
                  aria-current={row.contact.id === selectedId ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-4 border-b border-border px-6 py-3 outline-none hover:bg-hover focus-visible:bg-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                    row.contact.id === selectedId && 'bg-primary-50 dark:bg-hover',
                  )}
                >
                  <span aria-hidden="true" className="contents">
                    <Avatar name={row.contact.name} src={assetUrl(row.contact.avatar)} />
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-foreground">{row.contact.name}</span>
                    {row.contact.title ? <span className="block truncate text-sm text-muted-foreground">{row.contact.title}</span> : null}
                  </span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
