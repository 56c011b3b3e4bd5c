import { useState, type FormEvent } from 'react';
import { findResource, titleOf, type AvailabilityScreen as AvailabilityScreenDeclaration } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Alert, Badge, Button, FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Skeleton, toDate } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { ScreenHeader } from '../shared/screen-header';
import { stageName } from '../shared/stage-name';
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

/** The count of free rooms or facilities over the range searched. */
function freeLine(t: (text: string, params?: Record<string, string | number>) => string, unit: 'room' | 'facility', count: number, range: { from: string; to: string }): string {
  if (unit === 'room') return count === 1 ? t('1 room free from {{from}} to {{to}}.', range) : t('{{count}} rooms free from {{from}} to {{to}}.', { count, ...range });
  return count === 1 ? t('1 facility free from {{from}} to {{to}}.', range) : t('{{count}} facilities free from {{from}} to {{to}}.', { count, ...range });
}

/** Availability search: dates and category; lists free rooms or facilities and what blocks the others. */
export function AvailabilityScreen({ screen }: AvailabilityScreenProps) {
  const client = useHttpClient();
  const { t, tm, language } = useHotelText();
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
      <ScreenHeader
        title={t(screen.title)}
        section={screen.group}
        description={unit === 'room' ? t('Free rooms for the whole of a stay.') : t('Free facilities for the whole of a stay.')}
      />
      <div className="grid gap-4 p-4 sm:p-8">
        <form onSubmit={search} noValidate aria-label={t('Availability search')} className="flex flex-wrap items-end gap-3">
          <FormField label={unit === 'room' ? t('Arrival') : t('From')} className="w-full sm:w-44">
            <Input type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
          </FormField>
          <FormField label={unit === 'room' ? t('Departure') : t('Until (exclusive)')} className="w-full sm:w-44" error={problem === undefined ? undefined : tm(problem)}>
            <Input type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
          </FormField>
          <FormField label={t('Category')} className="w-full sm:w-52">
            {(props) => (
              <Select value={category} onValueChange={setCategory}>
                <SelectTrigger {...props} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>{t('All categories')}</SelectItem>
                  {groups.map((group) => (
                    <SelectItem key={group} value={group}>
                      {t(titleOf(group))}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <Button type="submit">{t('Search')}</Button>
          <Button variant="ghost" onClick={() => setShowBlocked((v) => !v)} aria-pressed={showBlocked}>
            {showBlocked ? t('Hide unavailable') : t('Show unavailable')}
          </Button>
        </form>
        {answer.error ? (
          <Alert
            variant="error"
            title={t('Availability could not be checked')}
            action={
              <Button size="sm" variant="outline" onClick={answer.reload}>
                {t('Retry')}
              </Button>
            }
          >
            {tm(messageOf(answer.error))}
          </Alert>
        ) : !answer.data ? (
          <div role="status" aria-label={t('Checking availability')} className="grid gap-2 sm:grid-cols-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : (
          <>
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {freeLine(t, unit, freeCount, { from: toDate(range.from), to: toDate(range.to) })}
            </p>
            {items.length === 0 ? (
              <p className="rounded-md border border-border bg-card p-6 text-center text-muted-foreground">{t('Nothing is free for these dates. Try other dates or another category.')}</p>
            ) : (
              <ul aria-label={t('Results')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((item) => (
                  <li key={item.id} className="grid gap-1 rounded-md border border-border bg-card p-4">
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-semibold text-foreground">{item.label}</span>
                      <Badge variant={item.available ? 'success' : 'muted'}>{item.available ? t('Free') : item.stage === 'out-of-order' ? t('Out of order') : t('Booked')}</Badge>
                    </div>
                    {item.group ? <span className="text-sm text-muted-foreground">{t(titleOf(item.group))}</span> : null}
                    {item.available && item.stage && item.stage !== 'available' ? (
                      // Free for the dates, but not ready now (being cleaned, still occupied): check-in needs it ready.
                      <span className="text-sm text-muted-foreground" data-stage={item.stage}>
                        {t('Now {{stage}}', { stage: stageName(findResource(screen.resource), item.stage, t).toLocaleLowerCase(language || 'en') })}
                      </span>
                    ) : null}
                    {item.conflicts.map((c) => (
                      <span key={c.id} className="text-xs text-muted-foreground">
                        {c.number} · {c.guest ?? t('Guest')} · {toDate(c.from)} – {toDate(c.to)}
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
