import { useId, useState } from 'react';
import { formatMoney, type NightAuditChecklist } from '@hotel/domain';
import { Alert, Button, Card, ConfirmDialog, toDate } from '@hotel/ui';
import { addDays } from '../../views/date-range';
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

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Why the close is blocked, in one sentence, or undefined when nothing blocks it. */
export function blockedReason(checklist: NightAuditChecklist): string | undefined {
  if (!checklist.blocked) return undefined;
  const parts = [
    checklist.departures.length ? `${plural(checklist.departures.length, 'departure')} still in house` : '',
    checklist.openDockets.length ? plural(checklist.openDockets.length, 'open docket') : '',
  ].filter(Boolean);
  return `The day cannot be closed yet: ${parts.join(' and ') || 'the server reports a blocker'}. Check the departures out (or extend them) and settle or close the dockets first.`;
}

/** What the audit would post, the Run button (disabled with the reason while blocked), its confirmation and its answer. */
export function RunPanel({ checklist, run, onRun, refreshing }: RunPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const titleId = useId();
  const reason = blockedReason(checklist);
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
              Close {date}
            </h2>
            <p className="text-sm text-muted-foreground">
              The audit posts tonight&apos;s room nights and tax to every in-house stay, marks the arrivals that did not come as no-show, locks {date} and
              moves the business date to {next}.
            </p>
          </div>
          <Button onClick={() => setConfirming(true)} disabled={Boolean(reason) || running || refreshing} aria-describedby={reason ? reasonId : undefined}>
            {running ? 'Running the audit…' : 'Run night audit'}
          </Button>
        </div>
        {reason ? (
          <p id={reasonId} data-slot="night-audit-blocked" className="rounded-md border border-warn/40 bg-warn/5 p-3 text-sm text-foreground">
            {reason}
          </p>
        ) : null}
        <Figures
          label="What the audit will post"
          items={[
            { label: 'In-house stays', value: checklist.inHouse },
            { label: 'Room nights', value: roomNights },
            { label: 'Room revenue', value: formatMoney(roomRevenue) },
            { label: 'Tax', value: formatMoney(tax) },
          ]}
        />
      </section>
      {run.status === 'failed' ? (
        <Alert variant="error" title="The night audit was refused; nothing changed">
          {run.error}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Close the business date ${date}?`}
        message={`This posts ${plural(roomNights, 'room night')} (${formatMoney(roomRevenue)} room revenue and ${formatMoney(tax)} tax) to the in-house stays, marks ${plural(checklist.arrivals.length, 'arrival')} not checked in as no-show, locks ${date} so nothing more posts into it, and moves the business date to ${next}. It cannot be undone.`}
        confirmLabel="Run night audit"
        tone="primary"
        onResult={(result) => {
          setConfirming(false);
          if (result === 'confirmed') onRun();
        }}
      />
    </Card>
  );
}
