import { formatMoney, type NightAuditResult } from '@hotel/domain';
import { Alert, toDate } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';

export interface RunResultProps {
  /** The answer of the run. */
  result: NightAuditResult;
}

/** The figures of a completed night audit. */
export function RunResult({ result }: RunResultProps) {
  const { t } = useHotelText();
  return (
    <Alert
      variant="success"
      title={t('{{closed}} is closed. The business date is now {{date}}.', { closed: toDate(result.closedDate), date: toDate(result.businessDate) })}
      data-slot="night-audit-result"
    >
      <dl className="mt-1 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
        {[
          [t('Room nights'), String(result.roomNights)],
          [t('Room revenue'), formatMoney(result.roomRevenue)],
          [t('Tax'), formatMoney(result.tax)],
          [t('No-shows'), String(result.noShows)],
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
