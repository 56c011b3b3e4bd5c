import { useState } from 'react';
import { formatMoney, type Docket } from '@hotel/domain';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { DocumentView } from '../../views/document-view';
import { around, SLOT } from '../shared/translate';
import { paymentSummary } from './tenders';

export interface SaleReceiptProps {
  /** The docket just paid. */
  docket: Docket;
  /** Starts the next sale. */
  onNext: () => void;
}

/** The paid docket: its number, total and change, "Print docket" (the printable docket document) and "New sale". */
export function SaleReceipt({ docket, onNext }: SaleReceiptProps) {
  const { t, language } = useHotelText();
  const [printing, setPrinting] = useState(false);
  const payment = docket.tenders?.length ? paymentSummary(docket.tenders, t, language) : docket.payment;
  // "Change $2.00": the amount sits in its own element inside the translated sentence.
  const [changeBefore, changeAfter] = around(t('Change {{amount}}', { amount: SLOT }));
  return (
    <div data-slot="sale-receipt" data-state="paid" className="grid gap-3">
      <Alert variant="success" title={t('Docket {{number}} paid', { number: docket.docketNo })}>
        <span data-slot="receipt-summary">
          {t('Total {{total}} · tendered {{tendered}}', { total: formatMoney(docket.amount), tendered: formatMoney(docket.tendered) })}
          {payment ? ` (${payment})` : ''}
        </span>
      </Alert>
      <p className="text-lg font-semibold">
        {changeBefore}
        <span data-slot="receipt-change" className="tabular-nums">{formatMoney(docket.change)}</span>
        {changeAfter}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" className="h-11" onClick={onNext}>
          {t('New sale')}
        </Button>
        <Button type="button" variant="outline" className="h-11" onClick={() => setPrinting(true)}>
          {t('Print docket')}
        </Button>
      </div>
      <Dialog open={printing} onOpenChange={setPrinting}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>{t('Docket {{number}}', { number: docket.docketNo })}</DialogTitle>
            <DialogDescription>{t('The printed docket.')}</DialogDescription>
          </DialogHeader>
          {printing ? <DocumentView type="docket" id={docket.id} /> : null}
          <div className="flex justify-end print:hidden">
            <Button onClick={() => window.print()}>{t('Print')}</Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
