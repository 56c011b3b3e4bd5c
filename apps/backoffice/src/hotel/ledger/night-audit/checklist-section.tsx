import { useId, type ReactNode } from 'react';
import { Badge, Card } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';

export interface ChecklistSectionProps {
  /** Heading of the section (in the user's language, as the texts below). */
  title: string;
  /** What the items mean for the close. */
  description: string;
  /** Number of items (shown as a badge). */
  count: number;
  /** Whether the items block the close (a warning badge) or are only handled by it. */
  blocking: boolean;
  /** Text when there is nothing to do. */
  empty: string;
  /** The items (ChecklistItem). */
  children: ReactNode;
}

/** A group of the checklist (arrivals, departures, dockets) with its count and whether it blocks the close. */
export function ChecklistSection({ title, description, count, blocking, empty, children }: ChecklistSectionProps) {
  const { t } = useHotelText();
  const id = useId();
  return (
    <Card data-slot="checklist-section" data-state={count && blocking ? 'blocking' : 'clear'} className="gap-2 p-4">
      <section aria-labelledby={`${id}-title`} className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`${id}-title`} className="text-base font-semibold text-foreground">
            {title}
          </h2>
          <Badge variant={count === 0 ? 'muted' : blocking ? 'destructive' : 'secondary'}>
            {count === 0 ? t('None') : blocking ? t('{{count}} blocking', { count }) : t('{{count}} to handle', { count })}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{description}</p>
        {count === 0 ? <p className="py-2 text-sm text-muted-foreground">{empty}</p> : <ul className="divide-y divide-border">{children}</ul>}
      </section>
    </Card>
  );
}
