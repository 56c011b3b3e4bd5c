import { useId, useState } from 'react';
import { formatFieldValue, formatMoney, getResource, hotelPaths, ledgerPaths, type FolioRef, type FolioResponse, type HotelListResponse, type HotelRecord } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Alert, Button, FormField, Input, Label, RadioGroup, RadioGroupItem } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { textLimit } from '../shared/text-limit';
import { businessDateTime, formatBusinessDate, useBusinessDate } from '../shared/use-business-date';
import { useDebouncedValue } from '../shared/use-debounced-value';
import { messageOf, useRequest } from '../shared/use-request';
import { FolioDialog } from './folio-dialog';
import { SearchPick } from './search-pick';
import { MethodField, paymentOwner } from './take-payment-dialog';
import { useSubmit } from './use-submit';

export interface CheckOutDialogProps {
  /** The in-house room reservation (its id, number and group). */
  reservation: HotelRecord;
  /** Called with the checked-out reservation. */
  onDone: (reservation: HotelRecord) => void;
  onClose: () => void;
}

/** The kind of a city-ledger account (company, travel agent, individual), as declared. */
const ACCOUNT_KIND = getResource('city-ledger-accounts').fields.find((field) => field.name === 'kind');

/** A marker the translated sentence is cut at, to put an element (the amount in bold) in its place. */
const SLOT = '\u0000';

/** How a balance left on the folio is settled at check-out. */
type Settle = 'pay' | 'city' | 'group' | '';

/**
 * The check-out flow: the folio's balance read fresh; at zero a confirmation, otherwise a choice
 * of taking a payment of the balance, or transferring it to a city-ledger account or the stay's
 * group; then POST transition check-out (with `transferTo` for a transfer).
 */
export function CheckOutDialog({ reservation, onDone, onClose }: CheckOutDialogProps) {
  const { t, tm } = useHotelText();
  const client = useHttpClient();
  const id = useId();
  const { date: businessDate } = useBusinessDate();
  const stay: FolioRef = { kind: 'stay', id: reservation.id };
  const folio = useRequest(`check-out:${reservation.id}`, (signal) => client.get<FolioResponse>(ledgerPaths.folio(stay), { signal, skipLoading: true }));
  const groupId = typeof reservation.group === 'string' && reservation.group ? reservation.group : undefined;
  const group = useRequest(groupId ? `group:${groupId}` : null, (signal) => client.get<HotelRecord>(hotelPaths.record('groups', groupId ?? ''), { signal, skipLoading: true }));
  const [settle, setSettle] = useState<Settle>('');
  const [method, setMethod] = useState('cash');
  const [query, setQuery] = useState('');
  const [account, setAccount] = useState('');
  const [note, setNote] = useState('');
  const submit = useSubmit();
  const search = useDebouncedValue(query.trim(), 250);
  const accounts = useRequest(settle === 'city' ? `city-accounts?${search}` : null, (signal) =>
    client.get<HotelListResponse>(hotelPaths.list('city-ledger-accounts'), { query: { search: search || undefined, size: 8, sort: 'name', order: 'asc' }, signal, skipLoading: true }),
  );
  const number = String(reservation.number ?? reservation.id);
  const balance = folio.data?.balance;
  const groupName = group.data ? String(group.data.name ?? groupId) : undefined;

  const noteLimit = textLimit('Note', note, 240);

  const send = async () => {
    if (balance === undefined) return;
    // A note over its limit is refused where it is typed (its message is under it); nothing is sent.
    if (noteLimit.error) return;
    let transferTo: FolioRef | undefined;
    if (balance !== 0) {
      if (!settle) return submit.refuse({ settle: t('Choose how the balance of {{amount}} is settled', { amount: formatMoney(balance) }) });
      if (settle === 'city' && !account) return submit.refuse({ account: t('Choose the city-ledger account') });
      if (settle === 'city') transferTo = { kind: 'city', id: account };
      if (settle === 'group' && groupId) transferTo = { kind: 'group', id: groupId };
    }
    const moved = await submit.run(async () => {
      if (balance > 0 && settle === 'pay' && businessDate) {
        const record = { ...paymentOwner(stay), amount: balance, method, date: businessDateTime(businessDate), note: t('Settled at check-out of {{number}}', { number }) };
        await client.post<HotelRecord>(hotelPaths.list('payments'), { record });
        folio.reload();
      }
      return client.post<HotelRecord>(hotelPaths.transition('room-reservations', reservation.id), {
        action: 'check-out',
        note: note.trim() || null,
        ...(transferTo ? { transferTo } : {}),
      });
    });
    if (moved) onDone(moved);
  };

  const leaves = businessDate
    ? t('{{number}} leaves on the business date, {{date}}; the room goes to cleaning.', { number, date: formatBusinessDate(businessDate) })
    : t('{{number}} leaves on the business date; the room goes to cleaning.', { number });
  const [settledBefore, settledAfter] = t('The folio is settled: {{amount}}.', { amount: SLOT }).split(SLOT);
  return (
    <FolioDialog
      title={t('Check Out {{number}}', { number })}
      description={leaves}
      submitLabel={t('Check Out')}
      busy={submit.busy}
      error={submit.error}
      blocked={balance === undefined || (settle === 'pay' && !businessDate)}
      dirty={note.trim() !== '' || account !== ''}
      onClose={onClose}
      onSubmit={() => void send()}
    >
      {folio.error ? (
        <Alert variant="error" title={t('The folio could not be read')} action={<Button size="sm" variant="outline" onClick={folio.reload}>{t('Retry')}</Button>}>
          {tm(messageOf(folio.error))}
        </Alert>
      ) : balance === undefined ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('Reading the folio…')}
        </p>
      ) : balance === 0 ? (
        <p data-slot="check-out-balance" data-state="settled" className="text-sm">
          {settledBefore}
          <strong>{formatMoney(0)}</strong>
          {settledAfter}
        </p>
      ) : (
        <>
          <Alert variant="warning" title={balance > 0 ? t('The folio has a balance of {{amount}}', { amount: formatMoney(balance) }) : t('The folio is in credit by {{amount}}', { amount: formatMoney(-balance) })}>
            {balance > 0
              ? t('Take a payment, or transfer the balance to a city-ledger account or the stay’s group, to check out.')
              : t('Refund it first (Guest Refunds), or transfer the credit to a city-ledger account or the stay’s group.')}
          </Alert>
          <fieldset className="grid gap-2" aria-describedby={submit.fields.settle ? `${id}-settle` : undefined}>
            <legend className="mb-1 text-sm font-medium">{t('Settle the balance')}</legend>
            <RadioGroup value={settle} onValueChange={(value) => setSettle(value as Settle)} aria-label={t('Settle the balance')} className="grid gap-2">
              {balance > 0 ? <Choice id={`${id}-pay`} value="pay" label={t('Take a payment of {{amount}}', { amount: formatMoney(balance) })} /> : null}
              <Choice id={`${id}-city`} value="city" label={t('Transfer to a city-ledger account')} />
              {groupId ? <Choice id={`${id}-group`} value="group" label={
                    groupName ? t('Transfer to the group’s master folio ({{group}})', { group: groupName }) : t('Transfer to the group’s master folio (its group)')
                  } /> : null}
            </RadioGroup>
            {submit.fields.settle ? (
              <p id={`${id}-settle`} role="alert" className="text-xs font-medium text-warn">
                {submit.fields.settle}
              </p>
            ) : null}
          </fieldset>
          {settle === 'pay' ? <MethodField value={method} onChange={setMethod} /> : null}
          {settle === 'city' ? (
            <SearchPick
              label={t('City-ledger account')}
              searchLabel={t('Search accounts')}
              query={query}
              onQuery={setQuery}
              options={(accounts.data?.items ?? []).map((item) => ({
                id: item.id,
                label: String(item.name),
                detail: [item.code, typeof item.kind === 'string' && ACCOUNT_KIND ? formatFieldValue(ACCOUNT_KIND, item.kind, { translate: t }) : null].filter(Boolean).join(' · '),
              }))}
              loading={accounts.loading}
              problem={accounts.error ? t('Accounts could not be searched: {{message}}', { message: tm(messageOf(accounts.error)) }) : undefined}
              value={account}
              onChange={setAccount}
              error={submit.fields.account ?? submit.fields.transferTo}
            />
          ) : null}
        </>
      )}
      <FormField label={balance !== undefined && balance !== 0 && settle !== 'pay' ? t('Reason for the transfer (optional)') : t('Note (optional)')} count={noteLimit.count} error={noteLimit.error ? tm(noteLimit.error) : submit.fields.note}>
        <Input value={note} onChange={(e) => setNote(e.target.value)} autoComplete="off" />
      </FormField>
    </FolioDialog>
  );
}

function Choice({ id, value, label }: { id: string; value: Settle; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <RadioGroupItem value={value} id={id} />
      <Label htmlFor={id} className="cursor-pointer font-normal">
        {label}
      </Label>
    </div>
  );
}
