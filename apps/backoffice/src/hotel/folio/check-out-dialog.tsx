import { useId, useState } from 'react';
import { formatMoney, hotelPaths, ledgerPaths, type FolioRef, type FolioResponse, type HotelListResponse, type HotelRecord } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Alert, Button, FormField, Input, Label, RadioGroup, RadioGroupItem, toTitleCase } from '@hotel/ui';
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

/** How a balance left on the folio is settled at check-out. */
type Settle = 'pay' | 'city' | 'group' | '';

/**
 * The check-out flow: the folio's balance read fresh; at zero a confirmation, otherwise a choice
 * of taking a payment of the balance, or transferring it to a city-ledger account or the stay's
 * group; then POST transition check-out (with `transferTo` for a transfer).
 */
export function CheckOutDialog({ reservation, onDone, onClose }: CheckOutDialogProps) {
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
  const groupName = group.data ? String(group.data.name ?? groupId) : 'its group';

  const noteLimit = textLimit('Note', note, 240);

  const send = async () => {
    if (balance === undefined) return;
    // A note over its limit is refused where it is typed (its message is under it); nothing is sent.
    if (noteLimit.error) return;
    let transferTo: FolioRef | undefined;
    if (balance !== 0) {
      if (!settle) return submit.refuse({ settle: `Choose how the balance of ${formatMoney(balance)} is settled` });
      if (settle === 'city' && !account) return submit.refuse({ account: 'Choose the city-ledger account' });
      if (settle === 'city') transferTo = { kind: 'city', id: account };
      if (settle === 'group' && groupId) transferTo = { kind: 'group', id: groupId };
    }
    const moved = await submit.run(async () => {
      if (balance > 0 && settle === 'pay' && businessDate) {
        const record = { ...paymentOwner(stay), amount: balance, method, date: businessDateTime(businessDate), note: `Settled at check-out of ${number}` };
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

  const leaves = `${number} leaves on the business date${businessDate ? `, ${formatBusinessDate(businessDate)}` : ''}; the room goes to cleaning.`;
  return (
    <FolioDialog
      title={`Check Out ${number}`}
      description={leaves}
      submitLabel="Check Out"
      busy={submit.busy}
      error={submit.error}
      blocked={balance === undefined || (settle === 'pay' && !businessDate)}
      dirty={note.trim() !== '' || account !== ''}
      onClose={onClose}
      onSubmit={() => void send()}
    >
      {folio.error ? (
        <Alert variant="error" title="The folio could not be read" action={<Button size="sm" variant="outline" onClick={folio.reload}>Retry</Button>}>
          {messageOf(folio.error)}
        </Alert>
      ) : balance === undefined ? (
        <p role="status" className="text-sm text-muted-foreground">
          Reading the folio…
        </p>
      ) : balance === 0 ? (
        <p data-slot="check-out-balance" data-state="settled" className="text-sm">
          The folio is settled: <strong>{formatMoney(0)}</strong>.
        </p>
      ) : (
        <>
          <Alert variant="warning" title={balance > 0 ? `The folio has a balance of ${formatMoney(balance)}` : `The folio is in credit by ${formatMoney(-balance)}`}>
            {balance > 0
              ? 'Take a payment, or transfer the balance to a city-ledger account or the stay’s group, to check out.'
              : 'Refund it first (Guest Refunds), or transfer the credit to a city-ledger account or the stay’s group.'}
          </Alert>
          <fieldset className="grid gap-2" aria-describedby={submit.fields.settle ? `${id}-settle` : undefined}>
            <legend className="mb-1 text-sm font-medium">Settle the balance</legend>
            <RadioGroup value={settle} onValueChange={(value) => setSettle(value as Settle)} aria-label="Settle the balance" className="grid gap-2">
              {balance > 0 ? <Choice id={`${id}-pay`} value="pay" label={`Take a payment of ${formatMoney(balance)}`} /> : null}
              <Choice id={`${id}-city`} value="city" label="Transfer to a city-ledger account" />
              {groupId ? <Choice id={`${id}-group`} value="group" label={`Transfer to the group’s master folio (${groupName})`} /> : null}
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
              label="City-ledger account"
              searchLabel="Search accounts"
              query={query}
              onQuery={setQuery}
              options={(accounts.data?.items ?? []).map((item) => ({
                id: item.id,
                label: String(item.name),
                detail: [item.code, typeof item.kind === 'string' ? toTitleCase(item.kind.replace(/-/g, ' ')) : null].filter(Boolean).join(' · '),
              }))}
              loading={accounts.loading}
              problem={accounts.error ? `Accounts could not be searched: ${messageOf(accounts.error)}` : undefined}
              value={account}
              onChange={setAccount}
              error={submit.fields.account ?? submit.fields.transferTo}
            />
          ) : null}
        </>
      )}
      <FormField label={balance !== undefined && balance !== 0 && settle !== 'pay' ? 'Reason for the transfer (optional)' : 'Note (optional)'} count={noteLimit.count} error={noteLimit.error ?? submit.fields.note}>
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
