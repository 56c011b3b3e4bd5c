import { formatMoney, type NightAuditResult } from '@hotel/domain';
import { Alert, toDate } from '@hotel/ui';

export interface RunResultProps {
  /** The answer of the run. */
  result: NightAuditResult;
}

/** The figures of a completed night audit. */
export function RunResult({ result }: RunResultProps) {
  return (
    <Alert variant="success" title={`${toDate(result.closedDate)} is closed. The business date is now ${toDate(result.businessDate)}.`} data-slot="night-audit-result">
      <dl className="mt-1 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
        {[
          ['Room nights', String(result.roomNights)],
          ['Room revenue', formatMoney(result.roomRevenue)],
          ['Tax', formatMoney(result.tax)],
          ['No-shows', String(result.noShows)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs">{label}</dt>
            <dd className="font-semibold tabular-nums text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </Alert>
  );
}
