import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatFieldValue, formatMoney, getResource, type FolioRef, type FolioResponse } from '@hotel/domain';
import { Badge, Card, toTitleCase } from '@hotel/ui';
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

/** Who a folio belongs to (guest and stay, group, or debtor) and its totals: charges, credits and the balance. */
export function FolioSummary({ folio, owner, linkOf }: FolioSummaryProps) {
  const f = folio.folio;
  const groupId = text(owner?.group);
  const groupName = groupId ? (owner?.labels?.group?.[groupId] ?? groupId) : undefined;
  const groupPath = groupId ? linkOf({ kind: 'group', id: groupId }) : undefined;
  const stage = f.stage ? (STAGES.find((s) => s.id === f.stage)?.label ?? toTitleCase(f.stage)) : undefined;
  const facts: [string, ReactNode | undefined][] =
    f.kind === 'stay'
      ? [
          ['Guest', f.name],
          ['Reservation', f.number],
          ['Room', f.room ?? undefined],
          ['Stage', stage ? <Badge variant="secondary">{stage}</Badge> : undefined],
          ['Arrival', date(owner?.arrivalDate)],
          ['Departure', date(owner?.departureDate)],
          ['Group', groupName ? groupPath ? <Link to={groupPath} className="text-primary underline-offset-2 hover:underline">{groupName}</Link> : groupName : undefined],
        ]
      : f.kind === 'group'
        ? [
            ['Group', f.name],
            ['Contact', text(owner?.contactPerson)],
            ['Phone', text(owner?.phone)],
            ['Arrival', date(owner?.arrivalDate)],
            ['Departure', date(owner?.departureDate)],
          ]
        : [
            ['Account', f.name],
            ['Account No.', f.number],
            ['Kind', typeof owner?.kind === 'string' ? toTitleCase(owner.kind.replace(/-/g, ' ')) : undefined],
            ['Contact', text(owner?.contactPerson)],
            ['Phone', text(owner?.phone)],
            ['Credit limit', typeof owner?.creditLimit === 'number' ? formatFieldValue({ type: 'money' }, owner.creditLimit) : undefined],
          ];
  const state = balanceState(folio.balance);
  return (
    <section data-slot="folio-summary" aria-label="Folio summary" className="grid gap-4 lg:grid-cols-[1fr_auto]">
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
      <dl aria-label="Totals" className="grid grid-cols-3 gap-2 sm:gap-3">
        <Card className="gap-1 p-3 sm:p-4">
          <dt className="text-xs text-muted-foreground">Charges</dt>
          <dd className="text-base font-semibold tabular-nums sm:text-lg">{formatMoney(folio.charges)}</dd>
        </Card>
        <Card className="gap-1 p-3 sm:p-4">
          <dt className="text-xs text-muted-foreground">Credits</dt>
          <dd className="text-base font-semibold tabular-nums sm:text-lg">{formatMoney(folio.credits)}</dd>
        </Card>
        <Card data-slot="folio-balance" data-state={state} className="gap-1 p-3 sm:p-4 data-[state=owed]:border-warning data-[state=settled]:border-success">
          <dt className="text-xs text-muted-foreground">Balance</dt>
          <dd className="text-base font-semibold tabular-nums sm:text-lg">{formatMoney(folio.balance)}</dd>
          <dd className="text-xs text-muted-foreground">{BALANCE_LABELS[state]}</dd>
        </Card>
      </dl>
    </section>
  );
}
