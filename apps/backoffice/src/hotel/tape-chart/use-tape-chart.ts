import { useCallback, useMemo, useState } from 'react';
import { chartPaths, hotelPaths, type ChartResponse, type ChartStay } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { useHotelText } from '../../i18n/hotel-text';
import { useBusinessDate } from '../shared/use-business-date';
import { messageOf, useRequest } from '../shared/use-request';
import {
  addDays,
  chartRows,
  describeDraft,
  draftChanged,
  draftPatch,
  draftProblem,
  formatStayDates,
  selectionProblem,
  type ChartRow,
  type Draft,
  type Grouping,
  type Selection,
} from './model';

/** Days a chart shows at once. */
export const SPANS = [14, 30, 90] as const;
export type SpanDays = (typeof SPANS)[number];

/** A message of the chart: a refused move (role=alert) or a saved one. */
export interface TapeMessage {
  tone: 'error' | 'success';
  text: string;
}

export interface TapeChartState {
  /** The chart answer, once loaded (with the saved move applied while it is written). */
  data: ChartResponse | undefined;
  loading: boolean;
  error: Error | undefined;
  reload: () => void;
  /** First day shown and how many. */
  from: string;
  span: SpanDays;
  setSpan: (span: SpanDays) => void;
  /** Moves the range by a span (−1 back, +1 on), or back to the business date (0). */
  shift: (direction: -1 | 0 | 1) => void;
  businessDate: string | undefined;
  grouping: Grouping;
  setGrouping: (grouping: Grouping) => void;
  filter: string;
  setFilter: (filter: string) => void;
  /** The rows shown (groups and rooms) and the room ids in that order. */
  rows: ChartRow[];
  order: string[];
  roomNumber: (id: string) => string;
  /** The stay being moved (by pointer or keyboard), or null. */
  draft: Draft | null;
  /** Starts, updates or drops (null) a move's preview; `announce` says it in the live region. */
  preview: (draft: Draft | null, announce?: boolean) => void;
  /** Writes the draft (PATCH); refused before the call when it breaks a rule, or by the API (409/400): the bar goes back. */
  commit: (draft: Draft) => Promise<boolean>;
  /** A move being written (its bar shows where it goes). */
  saving: Draft | null;
  message: TapeMessage | null;
  dismissMessage: () => void;
  /** The live region's text. */
  announcement: string;
  announce: (text: string) => void;
  /** A new stay over free cells: checked, then opened in the reservation form. */
  startNewStay: (selection: Selection) => void;
  newStay: Selection | null;
  /** Opens the reservation form from the first day shown, no room chosen (the keyboard's way to book). */
  openNewStay: () => void;
  closeNewStay: () => void;
}

/** The tape chart's state: range, grouping and filter, the chart call, moves and their messages (in the user's language). */
export function useTapeChart(initialFrom?: string, initialSpan: SpanDays = 14): TapeChartState {
  const { t, tm, language } = useHotelText();
  const client = useHttpClient();
  const { date: businessDate, error: businessDateError } = useBusinessDate();
  const [chosenFrom, setFrom] = useState<string | undefined>(initialFrom);
  // Without a business date (its call failed) the chart starts today.
  const from = chosenFrom ?? businessDate ?? (businessDateError ? new Date().toISOString().slice(0, 10) : undefined);
  const [span, setSpan] = useState<SpanDays>(initialSpan);
  const [grouping, setGrouping] = useState<Grouping>('floor');
  const [filter, setFilter] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState<Draft | null>(null);
  // A saved move stays drawn where it went until the chart is read again.
  const [applied, setApplied] = useState<{ draft: Draft; base: ChartResponse | undefined } | null>(null);
  const [message, setMessage] = useState<TapeMessage | null>(null);
  const [announcement, announce] = useState('');
  const [newStay, setNewStay] = useState<Selection | null>(null);
  const to = from ? addDays(from, span) : undefined;
  const chart = useRequest(from && to ? `reservation-chart?${from}..${to}` : null, (signal) =>
    client.get<ChartResponse>(chartPaths.chart('reservation-chart'), { query: { from, to }, signal }),
  );

  // The move being written shows where it goes until the answer (and the chart read after it).
  const shown = saving ?? (applied && applied.base === chart.data ? applied.draft : null);
  const data = useMemo(() => {
    if (!chart.data || !shown) return chart.data;
    const moved: ChartStay = { ...shown.stay, room: shown.room, arrivalDate: shown.arrivalDate, departureDate: shown.departureDate };
    return { ...chart.data, stays: (chart.data.stays ?? []).map((stay) => (stay.id === moved.id ? moved : stay)) };
  }, [chart.data, shown]);

  const rows = useMemo(() => chartRows(data?.rooms ?? [], grouping, filter, t), [data?.rooms, grouping, filter, t]);
  const order = useMemo(() => rows.flatMap((row) => (row.kind === 'room' ? [row.room.id] : [])), [rows]);
  const numbers = useMemo(() => new Map((data?.rooms ?? []).map((room) => [room.id, room.number])), [data?.rooms]);
  const roomNumber = useCallback((id: string) => numbers.get(id) ?? id, [numbers]);

  const preview = useCallback(
    (next: Draft | null, say = false) => {
      setDraft(next);
      if (next && say) announce(describeDraft(next, roomNumber, t, language));
    },
    [roomNumber, t, language],
  );

  const commit = async (next: Draft): Promise<boolean> => {
    setDraft(null);
    if (!draftChanged(next)) {
      announce(t('{{number}} stays where it was.', { number: next.stay.number }));
      return false;
    }
    const problem = draftProblem(next, businessDate, t);
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      announce(t('{{problem}} {{number}} is back where it was.', { problem, number: next.stay.number }));
      return false;
    }
    setSaving(next);
    try {
      await client.patch(hotelPaths.record('room-reservations', next.stay.id), { record: draftPatch(next) });
      const text = t('{{number}} moved to room {{room}}, {{dates}}.', { number: next.stay.number, room: roomNumber(next.room), dates: formatStayDates(next.arrivalDate, next.departureDate, language) });
      setMessage({ tone: 'success', text });
      announce(text);
      setApplied({ draft: next, base: chart.data });
      chart.reload();
      return true;
    } catch (error) {
      const text = tm(messageOf(error));
      setMessage({ tone: 'error', text });
      announce(t('{{problem}} {{number}} is back where it was.', { problem: text, number: next.stay.number }));
      return false;
    } finally {
      setSaving(null);
    }
  };

  const startNewStay = (selection: Selection) => {
    const problem = selectionProblem(selection, businessDate, data?.stays ?? [], data?.blocks ?? [], t);
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      announce(problem);
      return;
    }
    setMessage(null);
    setNewStay(selection);
  };

  const shift = (direction: -1 | 0 | 1) => {
    if (direction === 0) setFrom(businessDate ?? from);
    else if (from) setFrom(addDays(from, direction * span));
  };

  return {
    data,
    loading: chart.loading || !from,
    error: chart.error,
    reload: chart.reload,
    from: from ?? '',
    span,
    setSpan,
    shift,
    businessDate,
    grouping,
    setGrouping,
    filter,
    setFilter,
    rows,
    order,
    roomNumber,
    draft,
    preview,
    commit,
    saving,
    message,
    dismissMessage: () => setMessage(null),
    announcement,
    announce,
    startNewStay,
    newStay,
    openNewStay: () => {
      if (from) setNewStay({ room: '', arrivalDate: from, departureDate: addDays(from, 1) });
    },
    closeNewStay: () => setNewStay(null),
  };
}
