import { Link } from 'react-router-dom';
import { formatMoney, type FolioResponse, type LedgerScreen } from '@hotel/domain';
import { Badge, buttonVariants, Card, EmptyState, toDate } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { ScreenHeader } from '../../shared/screen-header';
import { messageOf } from '../../shared/use-request';
import { DateRangeForm } from '../shared/date-range-form';
import { Figures } from '../shared/figures';
import type { Translate } from '../shared/english';
import { folioHref, FOLIO_KIND_LABELS, FOLIO_SCREENS, stageLabel, titleOf } from '../shared/folio-links';
import { formatBalance, rangeLabel } from '../shared/ledger-format';
import { framedRows, LedgerTable, type LedgerRow } from '../shared/ledger-table';
import { useCanOpen } from '../shared/use-can-open';
import { FolioPicker } from './folio-picker';
import { useIndividualLedger } from './use-individual-ledger';

export interface IndividualLedgerProps {
  /** The screen declaration (view 'individual-ledger'). */
  screen: LedgerScreen;
}

const lineRows = (answer: FolioResponse, t: Translate): LedgerRow[] =>
  answer.lines.map((line) => ({
    id: line.id,
    kind: 'line',
    date: line.date,
    entry: line.journal,
    reference: line.category && line.kind === 'charge' ? `${t(titleOf(line.kind))} · ${t(titleOf(line.category))}` : t(titleOf(line.kind)),
    description: line.description,
    detail:
      [
        line.transfer && !line.description.includes(line.transfer.label)
          ? line.kind === 'transfer-in'
            ? t('From {{folio}}', { folio: line.transfer.label })
            : t('To {{folio}}', { folio: line.transfer.label })
          : '',
        line.movedTo ? t('Moved to {{folio}}', { folio: line.movedTo.label }) : '',
        line.reversedBy ? t('Reversed') : '',
        line.reason ?? '',
      ]
        .filter(Boolean)
        .join(' · ') || null,
    debit: line.debit,
    credit: line.credit,
    balance: line.balance,
  }));

/** One guest's, group's or debtor's folio as a ledger for a range: opening, lines with the running balance, closing. */
export function IndividualLedger({ screen }: IndividualLedgerProps) {
  const { t, tm } = useHotelText();
  const state = useIndividualLedger();
  const canOpen = useCanOpen();
  const data = state.ledger.data;
  const name = data ? (data.folio.number && data.folio.number !== data.folio.name ? `${data.folio.name} (${data.folio.number})` : data.folio.name) : '';
  const period = rangeLabel(state.range, toDate, t);

  return (
    <div data-slot="individual-ledger">
      <ScreenHeader
        title={t(screen.title)}
        section={screen.group ? t(screen.group) : undefined}
        description={t("A guest's, group's or debtor's folio as a ledger: opening balance, every line with its running balance, closing balance.")}
      />
      <div className="grid gap-6 p-4 sm:p-8">
        <Card className="gap-3 p-4">
          <FolioPicker search={state.search} chosen={state.folio} onChoose={state.choose} />
        </Card>
        {!state.folio ? (
          <EmptyState level={2} icon="heroicons_outline:user" title={t('Choose a folio')} description={t('Pick a stay, a group or a city-ledger account above to see its ledger.')} />
        ) : (
          <section aria-label={name || t('Folio ledger')} className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold text-foreground [overflow-wrap:anywhere]">{name || t('Reading the folio…')}</h2>
                {data ? <Badge variant="secondary">{t(FOLIO_KIND_LABELS[data.folio.kind])}</Badge> : null}
                {data?.folio.stage ? <Badge variant="outline">{t(stageLabel(data.folio.stage))}</Badge> : null}
                {data?.folio.room ? <span className="text-sm text-muted-foreground">{t('Room {{room}}', { room: data.folio.room })}</span> : null}
              </div>
              {canOpen(FOLIO_SCREENS[state.folio.kind]) ? (
                <Link to={folioHref(state.folio)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  {t('Open the folio page')}
                </Link>
              ) : null}
            </div>
            <DateRangeForm label={t('Folio range')} value={state.range} onApply={state.setRange} presets={[{ label: t('Whole folio'), range: { from: '', to: '' } }]} />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data ? (data.lines.length === 1 ? t('1 line, {{period}}.', { period }) : t('{{count}} lines, {{period}}.', { count: data.lines.length, period })) : ''}
            </p>
            {data ? (
              <Figures
                label={t('Folio totals')}
                items={[
                  { label: t('Opening balance'), value: formatBalance(data.opening, t) },
                  { label: t('Charges'), value: formatMoney(data.charges) },
                  { label: t('Credits'), value: formatMoney(data.credits) },
                  { label: t('Closing balance'), value: formatBalance(data.balance, t) },
                ]}
              />
            ) : null}
            <LedgerTable
              label={name ? t('Ledger of {{folio}}', { folio: name }) : t('Folio ledger')}
              referenceHeader={t('Kind')}
              rows={data ? framedRows({ from: data.from, to: data.to, opening: data.opening, debit: data.charges, credit: data.credits, closing: data.balance, first: true, last: true }, lineRows(data, t), t) : []}
              loading={state.ledger.loading && !data}
              refreshing={state.ledger.loading && Boolean(data)}
              error={state.ledger.error ? tm(messageOf(state.ledger.error)) : undefined}
              onRetry={state.ledger.reload}
            />
          </section>
        )}
      </div>
    </div>
  );
}
