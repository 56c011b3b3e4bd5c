import { useState } from 'react';
import { CURRENCY, formatCents, TENDER_METHODS, type Cents, type Docket, type TenderInput, type TenderMethod } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { fetchAll } from '../../shared/hotel-api';
import { messageOf, useRequest } from '../../shared/use-request';
import { amountCents, amountText, quickCash, remainingCents, TENDER_LABELS, tenderInputs, tenderStatus, type TenderDraft } from './tenders';

export interface PayDialogProps {
  /** What is due, in cents. */
  total: Cents;
  /** Sends the tenders (one sale or settle call); rejects with the server's refusal. */
  onPay: (tenders: TenderInput[]) => Promise<Docket>;
  /** Called after the docket is paid. */
  onPaid: (docket: Docket) => void;
  onClose: () => void;
}


/** The city-ledger accounts a tender may charge (loaded when a city-ledger tender is added). */
function CityAccountField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useHotelText();
  const client = useHttpClient();
  const accounts = useRequest('pos-city-accounts', async (signal) => (await fetchAll(client, 'city-ledger-accounts', {}, signal)).items);
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label={t('City ledger account')} className="h-11 w-full">
        <SelectValue placeholder={accounts.data ? t('Choose the account') : t('Loading accounts…')} />
      </SelectTrigger>
      <SelectContent>
        {(accounts.data ?? []).map((account) => (
          <SelectItem key={account.id} value={account.id}>
            {String(account.name ?? account.id)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * Pay: tenders (cash, card, mobile money, a room charge by room number, a city-ledger account),
 * split across several; quick cash amounts; the change due, live. Pay stays disabled until the
 * tenders cover the total and says why; a refusal shows the server's message and keeps the basket.
 */
export function PayDialog({ total, onPay, onPaid, onClose }: PayDialogProps) {
  const { t, tm, language } = useHotelText();
  const label = (method: TenderMethod) => t(TENDER_LABELS[method]);
  const [tenders, setTenders] = useState<TenderDraft[]>([{ key: 0, method: 'cash', amount: '', room: '', cityAccount: '' }]);
  const [nextKey, setNextKey] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const status = tenderStatus(total, tenders);
  const cashIndex = tenders.findIndex((tender) => tender.method === 'cash');
  const cashDue = total - tenders.reduce((sum, tender, i) => (i === cashIndex ? sum : sum + (amountCents(tender.amount) ?? 0)), 0);

  const update = (key: number, change: Partial<TenderDraft>) => setTenders((prev) => prev.map((tender) => (tender.key === key ? { ...tender, ...change } : tender)));
  const addTender = (method: TenderMethod) => {
    const amount = remainingCents(total, tenders);
    setTenders((prev) => [...prev, { key: nextKey, method, amount: amount > 0 ? amountText(amount, language) : '', room: '', cityAccount: '' }]);
    setNextKey((k) => k + 1);
  };
  const setCash = (cents: Cents) => {
    const cash = tenders[cashIndex];
    if (cash) update(cash.key, { amount: amountText(cents, language) });
    else {
      setTenders((prev) => [...prev, { key: nextKey, method: 'cash', amount: amountText(cents, language), room: '', cityAccount: '' }]);
      setNextKey((k) => k + 1);
    }
  };

  const pay = async () => {
    if (!status.ok || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      onPaid(await onPay(tenderInputs(tenders)));
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent size="lg" data-slot="pay-dialog">
        <DialogHeader>
          <DialogTitle>{t('Pay {{amount}}', { amount: formatCents(total) })}</DialogTitle>
          <DialogDescription>{t('Take one tender or split the total across several; only cash gives change.')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-busy={busy || undefined}
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          {error ? (
            <Alert variant="error" title={t('Refused; the basket is kept')}>
              {tm(error)}
            </Alert>
          ) : null}
          <ul aria-label={t('Tenders')} className="grid gap-3">
            {tenders.map((tender) => (
              <li key={tender.key} data-slot="tender" data-method={tender.method} className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[8rem_1fr_auto] sm:items-center">
                <span className="text-sm font-medium">{label(tender.method)}</span>
                <div className="grid gap-2 sm:grid-cols-2">
                  <Input
                    aria-label={t('{{tender}} amount ({{currency}})', { tender: label(tender.method), currency: CURRENCY })}
                    value={tender.amount}
                    inputMode="decimal"
                    autoComplete="off"
                    className="h-11"
                    onChange={(event) => update(tender.key, { amount: event.target.value })}
                  />
                  {tender.method === 'room-charge' ? (
                    <Input aria-label={t('Room number')} placeholder={t('Room number')} value={tender.room} className="h-11" autoComplete="off" onChange={(event) => update(tender.key, { room: event.target.value })} />
                  ) : null}
                  {tender.method === 'city-ledger' ? <CityAccountField value={tender.cityAccount} onChange={(cityAccount) => update(tender.key, { cityAccount })} /> : null}
                </div>
                <Button type="button" variant="ghost" className="h-11" aria-label={t('Remove the {{tender}} tender', { tender: label(tender.method).toLocaleLowerCase(language) })} onClick={() => setTenders((prev) => prev.filter((t) => t.key !== tender.key))}>
                  {t('Remove')}
                </Button>
              </li>
            ))}
          </ul>
          <div role="group" aria-label={t('Add a tender')} className="flex flex-wrap gap-2">
            {TENDER_METHODS.map((method) => (
              <Button key={method} type="button" variant="outline" className="h-11" onClick={() => addTender(method)}>
                + {label(method)}
              </Button>
            ))}
          </div>
          {cashDue > 0 ? (
            <div role="group" aria-label={t('Quick cash')} className="flex flex-wrap gap-2">
              {quickCash(cashDue).map((cents, i) => (
                <Button key={cents} type="button" variant="secondary" className="h-11" onClick={() => setCash(cents)}>
                  {i === 0 ? t('Exact {{amount}}', { amount: formatCents(cents) }) : formatCents(cents)}
                </Button>
              ))}
            </div>
          ) : null}
          <dl data-slot="pay-summary" className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md bg-muted p-3 text-sm">
            <dt>{t('Total')}</dt>
            <dd className="text-end tabular-nums">{formatCents(total)}</dd>
            <dt>{t('Tendered')}</dt>
            <dd className="text-end tabular-nums">{formatCents(status.tendered)}</dd>
            <dt className="text-base font-semibold">{status.ok ? t('Change due') : t('Still due')}</dt>
            <dd data-slot={status.ok ? 'change-due' : 'still-due'} className="text-end text-base font-semibold tabular-nums">
              {formatCents(status.ok ? status.change : status.remaining)}
            </dd>
          </dl>
          <p role="status" data-slot="pay-status" data-state={status.ok ? 'covered' : 'short'} className="text-sm text-muted-foreground">
            {status.ok ? t('The tenders cover the total.') : tm(status.message)}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" className="h-11" disabled={busy} onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" className="h-11" disabled={!status.ok} loading={busy}>
              {t('Pay')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
