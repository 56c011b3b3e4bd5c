import { useState, type FormEvent } from 'react';
import type { AvailabilityScreen as AvailabilityScreenDeclaration } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Alert, Badge, Button, FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Skeleton, toDate, toTitleCase } from '@hotel/ui';
import { ScreenHeader } from '../shared/screen-header';
import { messageOf, useRequest } from '../shared/use-request';
import { addDays, rangeProblem, today } from './date-range';

interface AvailabilityResponse {
  from: string;
  to: string;
  available: number;
  items: { id: string; label: string; group: string | null; stage: string | null; available: boolean; conflicts: { id: string; number: string; guest: string | null; from: string; to: string }[] }[];
}

export interface AvailabilityScreenProps {
  /** The screen declaration (SCREENS entry of kind 'availability'). */
  screen: AvailabilityScreenDeclaration;
}

const ALL = '__all__';

/** Availability search: dates and category; lists free rooms or facilities and what blocks the others. */
export function AvailabilityScreen({ screen }: AvailabilityScreenProps) {
  const client = useHttpClient();
  const [range, setRange] = useState({ from: today(), to: addDays(today(), 1) });
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string>();
  const [category, setCategory] = useState(ALL);
  const [showBlocked, setShowBlocked] = useState(false);
  const answer = useRequest(`${screen.resource}?${range.from}..${range.to}`, (signal) =>
    client.get<AvailabilityResponse>(`api/hotel/availability/${screen.resource}`, { query: range, signal }),
  );
  const unit = screen.resource === 'rooms' ? 'room' : 'facility';
  const groups = [...new Set((answer.data?.items ?? []).map((item) => item.group).filter((g): g is string => Boolean(g)))].sort();
  const items = (answer.data?.items ?? []).filter((item) => (category === ALL || item.group === category) && (showBlocked || item.available));
  const freeCount = (answer.data?.items ?? []).filter((item) => item.available && (category === ALL || item.group === category)).length;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const message = rangeProblem(draft.from, draft.to);
    setProblem(message);
    if (!message) setRange(draft);
  };

  return (
    <div data-slot="availability-screen" data-resource={screen.resource}>
      <ScreenHeader title={screen.title} section={screen.group} description={`Free ${unit === 'room' ? 'rooms' : 'facilities'} for the whole of a stay.`} />
      <div className="grid gap-4 p-4 sm:p-8">
        <form onSubmit={search} noValidate aria-label="Availability search" className="flex flex-wrap items-end gap-3">
          <FormField label={unit === 'room' ? 'Arrival' : 'From'} className="w-full sm:w-44">
            <Input type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
          </FormField>
          <FormField label={unit === 'room' ? 'Departure' : 'Until (exclusive)'} className="w-full sm:w-44" error={problem}>
            <Input type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
          </FormField>
          <FormField label="Category" className="w-full sm:w-52">
            {(props) => (
              <Select value={category} onValueChange={setCategory}>
                <SelectTrigger {...props} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>All categories</SelectItem>
                  {groups.map((group) => (
                    <SelectItem key={group} value={group}>
                      {toTitleCase(group)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <Button type="submit">Search</Button>
          <Button variant="ghost" onClick={() => setShowBlocked((v) => !v)} aria-pressed={showBlocked}>
            {showBlocked ? 'Hide unavailable' : 'Show unavailable'}
          </Button>
        </form>
        {answer.error ? (
          <Alert variant="error" title="Availability could not be checked" action={<Button size="sm" variant="outline" onClick={answer.reload}>Retry</Button>}>
            {messageOf(answer.error)}
          </Alert>
        ) : !answer.data ? (
          <div role="status" aria-label="Checking availability" className="grid gap-2 sm:grid-cols-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : (
          <>
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {freeCount} {freeCount === 1 ? unit : unit === 'room' ? 'rooms' : 'facilities'} free from {toDate(range.from)} to {toDate(range.to)}.
            </p>
            {items.length === 0 ? (
              <p className="rounded-md border border-border bg-card p-6 text-center text-muted-foreground">Nothing is free for these dates. Try other dates or another category.</p>
            ) : (
              <ul aria-label="Results" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((item) => (
                  <li key={item.id} className="grid gap-1 rounded-md border border-border bg-card p-4">
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-semibold text-foreground">{item.label}</span>
                      <Badge variant={item.available ? 'success' : 'muted'}>{item.available ? 'Free' : item.stage === 'out-of-order' ? 'Out of order' : 'Booked'}</Badge>
                    </div>
                    {item.group ? <span className="text-sm text-muted-foreground">{toTitleCase(item.group)}</span> : null}
                    {item.available && item.stage && item.stage !== 'available' ? (
                      // Free for the dates, but not ready now (being cleaned, still occupied): check-in needs it ready.
                      <span className="text-sm text-muted-foreground" data-stage={item.stage}>
                        Now {toTitleCase(item.stage).toLowerCase()}
                      </span>
                    ) : null}
                    {item.conflicts.map((c) => (
                      <span key={c.id} className="text-xs text-muted-foreground">
                        {c.number} · {c.guest ?? 'Guest'} · {toDate(c.from)} – {toDate(c.to)}
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
