import { useState } from 'react';
import { folioKey, formatMoney, ledgerPaths, type FolioLine, type FolioListResponse, type FolioRef, type FolioResponse } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { FormField, Textarea } from '@hotel/ui';
import { useHotelText, type HotelText } from '../../i18n/hotel-text';
import { anyOverLimit, textLimit } from '../shared/text-limit';
import { formatBusinessDate } from '../shared/use-business-date';
import { useDebouncedValue } from '../shared/use-debounced-value';
import { messageOf, useRequest } from '../shared/use-request';
import { FOLIO_KIND_LABELS } from './folio-lines';
import { FolioDialog } from './folio-dialog';
import { SearchPick, type PickOption } from './search-pick';
import { useSubmit } from './use-submit';

export interface TransferDialogProps {
  /** The folio the line is on. */
  folio: FolioRef;
  /** The line to move. */
  line: FolioLine;
  /** Called with the folio as it is after the move. */
  onDone: (folio: FolioResponse) => void;
  onClose: () => void;
}

/** Folios a line can move to: not this one, and no stay that has left or never came. */
function targetsOf(answer: FolioListResponse | undefined, from: FolioRef, t: HotelText['t']): PickOption[] {
  return (answer?.items ?? [])
    .filter((item) => folioKey(item.folio) !== folioKey(from) && (item.folio.kind !== 'stay' || item.stage === 'checked-in' || item.stage === 'reserved'))
    .map((item) => ({
      id: folioKey(item.folio),
      label: `${item.name} (${item.number})`,
      detail: [t(FOLIO_KIND_LABELS[item.folio.kind]), item.room ? t('Room {{room}}', { room: item.room }) : null, t('Balance {{amount}}', { amount: formatMoney(item.balance) })].filter(Boolean).join(' · '),
    }));
}

/** Moves one line to another stay's folio, a group's or a city-ledger account, with a reason (POST …/transfer). */
export function TransferDialog({ folio, line, onDone, onClose }: TransferDialogProps) {
  const { t, tm } = useHotelText();
  const client = useHttpClient();
  const [query, setQuery] = useState('');
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const submit = useSubmit();
  const search = useDebouncedValue(query.trim(), 250);
  const found = useRequest(`folios?search=${search}`, (signal) =>
    client.get<FolioListResponse>(ledgerPaths.folios, { query: { search: search || undefined, size: 8 }, signal, skipLoading: true }),
  );
  const options = targetsOf(found.data, folio, t);
  const amount = line.debit > 0 ? line.debit : line.credit;

  const reasonLimit = textLimit('Reason', reason, 240);

  const send = async () => {
    const problems: Record<string, string> = {};
    const [kind, ...rest] = target.split(':');
    if (!target) problems.to = t('Choose the folio it moves to');
    if (!reason.trim()) problems.reason = t('A reason is required for a transfer');
    if (Object.keys(problems).length || anyOverLimit(reasonLimit)) return submit.refuse(problems);
    const to = { kind, id: rest.join(':') } as FolioRef;
    const moved = await submit.run(() => client.post<FolioResponse>(ledgerPaths.folioTransfer(folio), { line: line.id, to, reason: reason.trim() }));
    if (moved) onDone(moved);
  };

  return (
    <FolioDialog
      title={t('Transfer {{description}}', { description: line.description })}
      description={t('{{amount}} posted on {{date}} leaves this folio and arrives on the one you choose; the totals of both follow.', { amount: formatMoney(amount), date: formatBusinessDate(line.date) })}
      submitLabel={t('Transfer')}
      busy={submit.busy}
      error={submit.error}
      dirty={target !== '' || reason.trim() !== ''}
      onClose={onClose}
      onSubmit={() => void send()}
    >
      <SearchPick
        label={t('Move to')}
        searchLabel={t('Search folios')}
        query={query}
        onQuery={setQuery}
        options={options}
        loading={found.loading}
        problem={found.error ? t('Folios could not be searched: {{message}}', { message: tm(messageOf(found.error)) }) : undefined}
        value={target}
        onChange={setTarget}
        error={submit.fields.to}
      />
      <FormField label={t('Reason')} required count={reasonLimit.count} error={reasonLimit.error ? tm(reasonLimit.error) : submit.fields.reason}>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
      </FormField>
    </FolioDialog>
  );
}
