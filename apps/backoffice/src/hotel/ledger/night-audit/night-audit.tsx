import type { LedgerScreen } from '@hotel/domain';
import { useAuth } from '@hotel/shell';
import { Alert, Button, Skeleton, formatDateTime, toDate } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { ScreenHeader } from '../../shared/screen-header';
import { messageOf } from '../../shared/use-request';
import { AuditHistory } from './audit-history';
import { Checklist } from './checklist';
import { RunPanel } from './run-panel';
import { RunResult } from './run-result';
import { useNightAudit } from './use-night-audit';

export interface NightAuditProps {
  /** The screen declaration (view 'night-audit'). */
  screen: LedgerScreen;
}

/** The night audit: the business date, what blocks its close (with a move for each), the run and the history. */
export function NightAudit({ screen }: NightAuditProps) {
  const { t, tm } = useHotelText();
  const audit = useNightAudit();
  const { user } = useAuth();
  const { checklist, run } = audit;
  const data = checklist.data;
  const last = data?.lastAudit;

  return (
    <div data-slot="night-audit" data-state={data ? (data.blocked ? 'blocked' : 'ready') : checklist.error ? 'error' : 'loading'}>
      <ScreenHeader
        title={t(screen.title)}
        section={screen.group ? t(screen.group) : undefined}
        description={
          data ? (
            <span data-slot="night-audit-date">
              {t('Business date')} <strong className="text-foreground">{toDate(data.date)}</strong>
              {' · '}
              {last ? t('last audit {{date}} by {{user}}, {{at}}', { date: toDate(last.date), user: last.by, at: formatDateTime(last.at) }) : t('no audit has run yet')}
            </span>
          ) : (
            t('Close the business date: post room nights and tax, mark no-shows, lock the day.')
          )
        }
        actions={
          <Button variant="outline" onClick={audit.refresh} disabled={checklist.loading}>
            {checklist.loading && data ? t('Refreshing…') : t('Refresh')}
          </Button>
        }
      />
      <div className="grid gap-6 p-4 sm:p-8">
        <div role="status" aria-live="polite" className="empty:hidden text-sm text-muted-foreground">
          {audit.notice}
        </div>
        {run.status === 'done' ? <RunResult result={run.result} /> : null}
        {checklist.error && !data ? (
          <Alert
            variant="error"
            title={t('The night audit checklist could not be loaded')}
            action={
              <Button size="sm" variant="outline" onClick={audit.refresh}>
                {t('Retry')}
              </Button>
            }
          >
            {tm(messageOf(checklist.error))}
          </Alert>
        ) : null}
        {data ? (
          <>
            {checklist.error ? (
              <Alert variant="warning" title={t('The checklist could not be refreshed; it may be out of date')}>
                {tm(messageOf(checklist.error))}
              </Alert>
            ) : null}
            <RunPanel checklist={data} run={run} onRun={() => void audit.runAudit()} refreshing={checklist.loading} />
            <Checklist checklist={data} items={audit.items} roles={user?.roles ?? []} disabled={run.status === 'running'} onAct={(item, action) => void audit.act(item, action)} />
          </>
        ) : !checklist.error ? (
          <div role="status" aria-label={t('Loading the night audit checklist')} className="grid gap-4">
            <Skeleton className="h-40" />
            <div className="grid gap-4 lg:grid-cols-3">
              <Skeleton className="h-48" />
              <Skeleton className="h-48" />
              <Skeleton className="h-48" />
            </div>
          </div>
        ) : null}
        <AuditHistory history={audit.history} page={audit.historyPage} onPageChange={audit.setHistoryPage} />
      </div>
    </div>
  );
}
