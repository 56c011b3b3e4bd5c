import { useState } from 'react';
import { formatMoney, type Docket } from '@hotel/domain';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@hotel/ui';
import { DocumentView } from '../../views/document-view';

export interface SaleReceiptProps {
  /** The docket just paid. */
  docket: Docket;
  /** Starts the next sale. */
  onNext: () => void;
}

/** The paid docket: its number, total and change, "Print docket" (the printable docket document) and "New sale". */
export function SaleReceipt({ docket, onNext }: SaleReceiptProps) {
  const [printing, setPrinting] = useState(false);
  return (
    <div data-slot="sale-receipt" data-state="paid" className="grid gap-3">
      <Alert variant="success" title={`Docket ${docket.docketNo} paid`}>
        <span data-slot="receipt-summary">
          Total {formatMoney(docket.amount)} · tendered {formatMoney(docket.tendered)}
          {docket.payment ? ` (${docket.payment})` : ''}
        </span>
      </Alert>
      <p className="text-lg font-semibold">
        Change <span data-slot="receipt-change" className="tabular-nums">{formatMoney(docket.change)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" className="h-11" onClick={onNext}>
          New sale
        </Button>
        <Button type="button" variant="outline" className="h-11" onClick={() => setPrinting(true)}>
          Print docket
        </Button>
      </div>
      <Dialog open={printing} onOpenChange={setPrinting}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>Docket {docket.docketNo}</DialogTitle>
            <DialogDescription>The printed docket.</DialogDescription>
          </DialogHeader>
          {printing ? <DocumentView type="docket" id={docket.id} /> : null}
          <div className="flex justify-end print:hidden">
            <Button onClick={() => window.print()}>Print</Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
