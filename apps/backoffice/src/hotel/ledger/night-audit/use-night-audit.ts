import { useCallback, useState } from 'react';
import type { PaginationState } from '@tanstack/react-table';
import { hotelPaths, ledgerPaths, type NightAuditChecklist, type NightAuditHistoryResponse, type NightAuditResult } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { useHotelText } from '../../../i18n/hotel-text';
import { refreshBusinessDate } from '../../shared/use-business-date';
import { messageOf, useRequest, type RequestState } from '../../shared/use-request';

/** A move the checklist offers: check a stay in or out, mark it no-show, close a docket. */
export type ChecklistAction = 'check-in' | 'no-show' | 'check-out' | 'close';

/** What an item of the checklist is doing: the action in flight, or the server's refusal. */
export interface ChecklistItemState {
  busy?: ChecklistAction;
  error?: string;
}

/** The night audit's run: idle, asking the server, or its answer. */
export type AuditRun =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: NightAuditResult }
  | { status: 'failed'; error: string };

export interface NightAuditState {
  /** GET api/hotel/night-audit: the business date, what the close would post and what blocks it. */
  checklist: RequestState<NightAuditChecklist>;
  /** GET api/hotel/night-audit/history: past runs, newest first. */
  history: RequestState<NightAuditHistoryResponse>;
  /** The history table's page (0-based). */
  historyPage: PaginationState;
  setHistoryPage: (page: PaginationState) => void;
  /** Per checklist item (stay or docket id): the action in flight or the refusal. */
  items: Readonly<Record<string, ChecklistItemState>>;
  /** The last action's outcome, for the live region ('RES-00471 checked out.'), in the user's language. */
  notice: string | undefined;
  /** Makes a checklist item's move; refreshes everything when done. */
  act: (item: { id: string; number: string }, action: ChecklistAction) => Promise<void>;
  /** The audit's run and result. */
  run: AuditRun;
  /** Runs the audit of the checklist's business date. */
  runAudit: () => Promise<void>;
  /** Reloads the checklist and the history. */
  refresh: () => void;
}

const RESOURCE: Record<ChecklistAction, 'room-reservations' | 'pos-orders'> = {
  'check-in': 'room-reservations',
  'no-show': 'room-reservations',
  'check-out': 'room-reservations',
  close: 'pos-orders',
};


/** State of the night audit screen: the checklist and its moves, the run, the history. */
export function useNightAudit(): NightAuditState {
  const client = useHttpClient();
  const { t } = useHotelText();
  const [version, setVersion] = useState(0);
  const [historyPage, setHistoryPage] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [items, setItems] = useState<Record<string, ChecklistItemState>>({});
  const [notice, setNotice] = useState<string>();
  const [run, setRun] = useState<AuditRun>({ status: 'idle' });

  const checklist = useRequest(`night-audit#${version}`, (signal) => client.get<NightAuditChecklist>(ledgerPaths.nightAudit, { signal }));
  const history = useRequest(`night-audit-history?page=${historyPage.pageIndex + 1}&size=${historyPage.pageSize}#${version}`, (signal) =>
    client.get<NightAuditHistoryResponse>(ledgerPaths.nightAuditHistory, { query: { page: historyPage.pageIndex + 1, size: historyPage.pageSize }, signal }),
  );
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  const act = async (item: { id: string; number: string }, action: ChecklistAction) => {
    setItems((all) => ({ ...all, [item.id]: { busy: action } }));
    setRun((current) => (current.status === 'failed' ? { status: 'idle' } : current));
    try {
      await client.post(hotelPaths.transition(RESOURCE[action], item.id), { action, note: null });
      setItems(({ [item.id]: _done, ...rest }) => rest);
      const number = item.number;
      const done: Record<ChecklistAction, string> = {
        'check-in': t('{{number}} checked in.', { number }),
        'no-show': t('{{number}} marked no-show.', { number }),
        'check-out': t('{{number}} checked out.', { number }),
        close: t('{{number}} closed.', { number }),
      };
      setNotice(done[action]);
      refresh();
    } catch (error) {
      setItems((all) => ({ ...all, [item.id]: { error: messageOf(error) } }));
    }
  };

  const runAudit = async () => {
    const date = checklist.data?.date;
    if (!date) return;
    setRun({ status: 'running' });
    setNotice(undefined);
    try {
      const result = await client.post<NightAuditResult>(ledgerPaths.nightAudit, { date });
      setRun({ status: 'done', result });
      setItems({});
      setHistoryPage((page) => ({ ...page, pageIndex: 0 }));
    } catch (error) {
      setRun({ status: 'failed', error: messageOf(error) });
    } finally {
      // Run or refused, the checklist and every screen's business date are read again: a refusal often means they were stale.
      refresh();
      refreshBusinessDate();
    }
  };

  return { checklist, history, historyPage, setHistoryPage, items, notice, act, run, runAudit, refresh };
}
