import { useId, useState } from 'react';
import { formatMoney, type NightAuditChecklist } from '@hotel/domain';
import { Alert, Button, Card, ConfirmDialog, toDate } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { addDays } from '../../views/date-range';
import { english, type Translate } from '../shared/english';
import { Figures } from '../shared/figures';
import type { AuditRun } from './use-night-audit';

export interface RunPanelProps {
  /** The checklist of the business date to close. */
  checklist: NightAuditChecklist;
  /** The run's state and answer. */
  run: AuditRun;
  /** Runs the audit (after the confirmation). */
  onRun: () => void;
  /** True while the checklist is being read again. */
  refreshing: boolean;
}

/** Why the close is blocked, in one sentence (by `t`), or undefined when nothing blocks it. */
export function blockedReason(checklist: NightAuditChecklist, t: Translate = english): string | undefined {
  if (!checklist.blocked) return undefined;
  const departures = checklist.departures.length;
  const dockets = checklist.openDockets.length;
  const inHouse = departures === 1 ? t('1 departure still in house') : t('{{count}} departures still in house', { count: departures });
  const open = dockets === 1 ? t('1 open docket') : t('{{count}} open dockets', { count: dockets });
  if (departures && dockets) {
    return t('The day cannot be closed yet: {{departures}} and {{dockets}}. Check the departures out (or extend them) and settle or close the dockets first.', { departures: inHouse, dockets: open });
  }
  if (departures || dockets) {
    return t('The day cannot be closed yet: {{reasons}}. Check the departures out (or extend them) and settle or close the dockets first.', { reasons: departures ? inHouse : open });
  }
  return t('The day cannot be closed yet: the server reports a blocker. Check the departures out (or extend them) and settle or close the dockets first.');
}

/** What the audit would post, the Run button (disabled with the reason while blocked), its confirmation and its answer. */
export function RunPanel({ checklist, run, onRun, refreshing }: RunPanelProps) {
  const { t, tm } = useHotelText();
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const titleId = useId();
  const reason = blockedReason(checklist, t);
  const { roomNights, roomRevenue, tax } = checklist.expected;
  const date = toDate(checklist.date);
  const next = toDate(addDays(checklist.date, 1));
  const running = run.status === 'running';

  return (
    <Card data-slot="night-audit-run" data-state={reason ? 'blocked' : 'ready'} className="gap-4 p-4">
      <section aria-labelledby={titleId} className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold text-foreground">
              {t('Close {{date}}', { date })}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t("The audit posts tonight's room nights and tax to every in-house stay, marks the arrivals that did not come as no-show, locks {{date}} and moves the business date to {{next}}.", { date, next })}
            </p>
          </div>
          <Button onClick={() => setConfirming(true)} disabled={Boolean(reason) || running || refreshing} aria-describedby={reason ? reasonId : undefined}>
            {running ? t('Running the audit…') : t('Run night audit')}
          </Button>
        </div>
        {reason ? (
          <p id={reasonId} data-slot="night-audit-blocked" className="rounded-md border border-warn/40 bg-warn/5 p-3 text-sm text-foreground">
            {reason}
          </p>
        ) : null}
        <Figures
          label={t('What the audit will post')}
          items={[
            { label: t('In-house stays'), value: checklist.inHouse },
            { label: t('Room nights'), value: roomNights },
            { label: t('Room revenue'), value: formatMoney(roomRevenue) },
            { label: t('Tax'), value: formatMoney(tax) },
          ]}
        />
      </section>
      {run.status === 'failed' ? (
        <Alert variant="error" title={t('The night audit was refused; nothing changed')}>
          {tm(run.error)}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('Close the business date {{date}}?', { date })}
        message={t(
          'This posts {{roomNights}} ({{revenue}} room revenue and {{tax}} tax) to the in-house stays, marks {{arrivals}} not checked in as no-show, locks {{date}} so nothing more posts into it, and moves the business date to {{next}}. It cannot be undone.',
          {
            roomNights: roomNights === 1 ? t('1 room night') : t('{{count}} room nights', { count: roomNights }),
            revenue: formatMoney(roomRevenue),
            tax: formatMoney(tax),
            arrivals: checklist.arrivals.length === 1 ? t('1 arrival') : t('{{count}} arrivals', { count: checklist.arrivals.length }),
            date,
            next,
          },
        )}
        confirmLabel={t('Run night audit')}
        cancelLabel={t('Cancel')}
        tone="primary"
        onResult={(result) => {
          setConfirming(false);
          if (result === 'confirmed') onRun();
        }}
      />
    </Card>
  );
}
