import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatMoney, type FolioLine, type FolioRef, type FolioScreen as FolioScreenDeclaration } from '@hotel/domain';
import { useAuth } from '@hotel/shell';
import { Alert, Button, EmptyState, Skeleton, toast } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { ScreenHeader } from '../shared/screen-header';
import { useBusinessDate } from '../shared/use-business-date';
import { messageOf } from '../shared/use-request';
import { AllowanceDialog } from './allowance-dialog';
import { CheckOutDialog } from './check-out-dialog';
import { folioPath } from './folio-lines';
import { FolioLinesTable } from './folio-lines-table';
import { FolioSummary } from './folio-summary';
import { PostChargeDialog } from './post-charge-dialog';
import { TakePaymentDialog } from './take-payment-dialog';
import { TransferDialog } from './transfer-dialog';
import { useFolio } from './use-folio';

export interface FolioScreenProps {
  /** The screen declaration (SCREENS entry of kind 'folio'). */
  screen: FolioScreenDeclaration;
  /** The reservation, group or city-ledger account; by default the route's `:id`. */
  id?: string;
}

type Open = { kind: 'charge' | 'payment' | 'allowance' | 'check-out' } | { kind: 'transfer'; line: FolioLine } | null;

/**
 * A folio: who it belongs to, its lines with the running balance and its totals, and what the
 * front desk does on it (post a charge, take a payment, move a line, grant an allowance, print the
 * bill, check the stay out). Every posting carries the business date.
 */
export function FolioScreen({ screen, id: given }: FolioScreenProps) {
  const { t, tm } = useHotelText();
  const params = useParams();
  const id = given ?? params.id ?? '';
  const ref: FolioRef = { kind: screen.folio, id };
  const { folio, owner, can, reload } = useFolio(screen.folio, id);
  const { date: businessDate } = useBusinessDate();
  const { user } = useAuth();
  const roles = user?.roles ?? [];
  const [open, setOpen] = useState<Open>(null);
  const data = folio.data;
  const linkOf = (to: FolioRef) => folioPath(to, roles);
  const close = () => setOpen(null);
  const done = (title: string) => {
    toast({ title, variant: 'success' });
    setOpen(null);
    reload();
  };
  const name = data?.folio.name ?? id;

  const actions = data ? (
    <>
      {can.postCharge ? (
        <Button onClick={() => setOpen({ kind: 'charge' })} disabled={!businessDate}>
          {t('Post charge')}
        </Button>
      ) : null}
      {can.takePayment ? (
        <Button variant="outline" onClick={() => setOpen({ kind: 'payment' })} disabled={!businessDate}>
          {t('Take payment')}
        </Button>
      ) : null}
      {can.allowance ? (
        <Button variant="outline" onClick={() => setOpen({ kind: 'allowance' })}>
          {t('Allowance')}
        </Button>
      ) : null}
      {can.printBill ? (
        <Button variant="outline" asChild>
          <Link to={`/front-office/guest-bills/${encodeURIComponent(id)}`}>{t('Print bill')}</Link>
        </Button>
      ) : null}
      {can.checkOut ? (
        <Button variant="outline" onClick={() => setOpen({ kind: 'check-out' })}>
          {t('Check out')}
        </Button>
      ) : null}
    </>
  ) : null;

  return (
    <div data-slot="folio-screen" data-folio={screen.folio} aria-busy={folio.loading || undefined}>
      <ScreenHeader title={t(screen.title)} section={screen.group ? t(screen.group) : undefined} description={data ? `${data.folio.name} · ${data.folio.number}` : undefined} actions={actions} />
      <div className="grid gap-4 p-4 sm:p-8">
        {folio.error ? (
          <Alert variant="error" title={data ? t('The folio could not be refreshed') : t('The folio could not be opened')} action={<Button size="sm" variant="outline" onClick={reload}>{t('Retry')}</Button>}>
            {tm(messageOf(folio.error))}
          </Alert>
        ) : null}
        {!data && !folio.error ? (
          <div role="status" aria-label={t('Loading folio')} className="grid gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-48" />
          </div>
        ) : null}
        {data ? (
          <>
            <FolioSummary folio={data} owner={owner.data} linkOf={linkOf} />
            {data.lines.length ? (
              <FolioLinesTable folio={data} linkOf={linkOf} onTransfer={can.transfer ? (line) => setOpen({ kind: 'transfer', line }) : undefined} />
            ) : (
              <EmptyState
                level={2}
                icon="heroicons_outline:document-text"
                title={t('No postings yet')}
                description={t('Charges, payments, deposits and transfers appear here as they are posted, each on its business date.')}
                action={
                  can.postCharge ? (
                    <Button onClick={() => setOpen({ kind: 'charge' })} disabled={!businessDate}>
                      {t('Post charge')}
                    </Button>
                  ) : undefined
                }
              />
            )}
          </>
        ) : null}
      </div>
      {open?.kind === 'charge' && businessDate ? (
        <PostChargeDialog folio={ref} name={name} businessDate={businessDate} onClose={close} onDone={(charge) => done(t('Charge posted: {{description}}', { description: String(charge.description) }))} />
      ) : null}
      {open?.kind === 'payment' && businessDate && data ? (
        <TakePaymentDialog
          folio={ref}
          name={name}
          balance={data.balance}
          businessDate={businessDate}
          onClose={close}
          onDone={(payment) => done(t('Payment taken: {{amount}}', { amount: formatMoney(Number(payment.amount)) }))}
        />
      ) : null}
      {open?.kind === 'allowance' && data ? (
        <AllowanceDialog folio={ref} name={name} balance={data.balance} onClose={close} onDone={() => done(t('Allowance granted'))} />
      ) : null}
      {open?.kind === 'transfer' ? <TransferDialog folio={ref} line={open.line} onClose={close} onDone={() => done(t('Moved: {{description}}', { description: open.line.description }))} /> : null}
      {open?.kind === 'check-out' && owner.data ? (
        <CheckOutDialog reservation={owner.data} onClose={close} onDone={(moved) => done(t('Checked out: {{number}}', { number: String(moved.number ?? name) }))} />
      ) : null}
    </div>
  );
}
