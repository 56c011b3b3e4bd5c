import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatFieldValue, formatMoney, getResource, type FolioRef, type FolioResponse } from '@hotel/domain';
import { Badge, Card, toTitleCase } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { formatBusinessDate } from '../shared/use-business-date';
import { BALANCE_LABELS, balanceState } from './folio-lines';
import type { OwnerRecord } from './use-folio';

export interface FolioSummaryProps {
  /** The folio as the API answers it. */
  folio: FolioResponse;
  /** The owner's record (dates, group, contact), when it could be read. */
  owner?: OwnerRecord;
  /** The path of another folio's screen, or undefined when the user may not open it. */
  linkOf: (ref: FolioRef) => string | undefined;
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : String(value));
const date = (value: unknown) => (typeof value === 'string' && value ? formatBusinessDate(value) : undefined);
const STAGES = getResource('room-reservations').workflow?.stages ?? [];
const ACCOUNT_KIND = getResource('city-ledger-accounts').fields.find((field) => field.name === 'kind');

/** Who a folio belongs to (guest and stay, group, or debtor) and its totals: charges, credits and the balance. */
export function FolioSummary({ folio, owner, linkOf }: FolioSummaryProps) {
  const { t } = useHotelText();
  const f = folio.folio;
  const groupId = text(owner?.group);
  const groupName = groupId ? (owner?.labels?.group?.[groupId] ?? groupId) : undefined;
  const groupPath = groupId ? linkOf({ kind: 'group', id: groupId }) : undefined;
  const stageLabel = f.stage ? STAGES.find((s) => s.id === f.stage)?.label : undefined;
  const stage = f.stage ? (stageLabel ? t(stageLabel) : toTitleCase(f.stage)) : undefined;
  const facts: [string, ReactNode | undefined][] =
    f.kind === 'stay'
      ? [
          [t('Guest'), f.name],
          [t('Reservation'), f.number],
          [t('Room'), f.room ?? undefined],
          [t('Stage'), stage ? <Badge variant="secondary">{stage}</Badge> : undefined],
          [t('Arrival'), date(owner?.arrivalDate)],
          [t('Departure'), date(owner?.departureDate)],
          [t('Group'), groupName ? groupPath ? <Link to={groupPath} className="text-primary underline-offset-2 hover:underline">{groupName}</Link> : groupName : undefined],
        ]
      : f.kind === 'group'
        ? [
            [t('Group'), f.name],
            [t('Contact'), text(owner?.contactPerson)],
            [t('Phone'), text(owner?.phone)],
            [t('Arrival'), date(owner?.arrivalDate)],
            [t('Departure'), date(owner?.departureDate)],
          ]
        : [
            [t('Account'), f.name],
            [t('Account No.'), f.number],
            [t('Kind'), typeof owner?.kind === 'string' && ACCOUNT_KIND ? formatFieldValue(ACCOUNT_KIND, owner.kind, { translate: t }) : undefined],
            [t('Contact'), text(owner?.contactPerson)],
            [t('Phone'), text(owner?.phone)],
            [t('Credit limit'), typeof owner?.creditLimit === 'number' ? formatFieldValue({ type: 'money' }, owner.creditLimit) : undefined],
          ];
  const state = balanceState(folio.balance);
  return (
    <section data-slot="folio-summary" aria-label={t('Folio summary')} className="grid gap-4 lg:grid-cols-[1fr_auto]">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        {facts
          .filter(([, value]) => value !== undefined)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
      </dl>
      <dl aria-label={t('Totals')} className="grid grid-cols-3 gap-2 sm:gap-3">
        <Card className="gap-1 p-3 sm:p-4">
          <dt className="text-xs text-muted-foreground">{t('Charges')}</dt>
          <dd className="text-base font-semibold tabular-nums sm:text-lg">{formatMoney(folio.charges)}</dd>
        </Card>
        <Card className="gap-1 p-3 sm:p-4">
          <dt className="text-xs text-muted-foreground">{t('Credits')}</dt>
          <dd className="text-base font-semibold tabular-nums sm:text-lg">{formatMoney(folio.credits)}</dd>
        </Card>
        <Card data-slot="folio-balance" data-state={state} className="gap-1 p-3 sm:p-4 data-[state=owed]:border-warning data-[state=settled]:border-success">
          <dt className="text-xs text-muted-foreground">{t('Balance')}</dt>
          <dd className="text-base font-semibold tabular-nums sm:text-lg">{formatMoney(folio.balance)}</dd>
          <dd className="text-xs text-muted-foreground">{t(BALANCE_LABELS[state])}</dd>
        </Card>
      </dl>
    </section>
  );
}
