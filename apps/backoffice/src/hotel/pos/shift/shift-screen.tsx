import { useState, type ReactNode } from 'react';
import type { CashierShift, PosScreen } from '@hotel/domain';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Skeleton } from '@hotel/ui';
import { ScreenHeader } from '../../shared/screen-header';
import { useHotelText } from '../../../i18n/hotel-text';
import { messageOf } from '../../shared/use-request';
import { useOutlets } from '../register/use-catalogue';
import { CloseShiftDialog } from './close-shift-dialog';
import { OpenShiftForm } from './open-shift-form';
import { OpenShiftPanel } from './open-shift-panel';
import { ShiftHistory } from './shift-history';
import { useShift } from './use-shift';
import { ZReport } from './z-report';

export interface ShiftScreenProps {
  /** The screen's declaration (`kind: 'pos', view: 'shift'`). */
  screen: PosScreen;
}

function Failed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { t, tm } = useHotelText();
  return (
    <Alert variant="error" title={title} action={<Button size="sm" variant="outline" onClick={onRetry}>{t('Retry')}</Button>}>
      {tm(messageOf(error))}
    </Alert>
  );
}

/** A Z report with Print (the browser's print of the page; the buttons do not print). */
function PrintableZReport({ shift, actions }: { shift: CashierShift; actions?: ReactNode }) {
  const { t } = useHotelText();
  return (
    <div className="grid gap-3">
      <ZReport shift={shift} />
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button type="button" className="h-11" onClick={() => window.print()}>
          {t('Print')}
        </Button>
        {actions}
      </div>
    </div>
  );
}

/**
 * The cashier's shift: with none open, the Open shift form (float, point of sale); with one open,
 * its running figures, Refresh and Close shift (count per tender, expected against counted, the
 * difference, confirm); after the close, the Z report to print. Past shifts below (a supervisor
 * sees every cashier's), each with its Z report.
 */
export function ShiftScreen({ screen }: ShiftScreenProps) {
  const { t } = useHotelText();
  const shift = useShift();
  const outlets = useOutlets();
  const [closing, setClosing] = useState(false);
  const [closed, setClosed] = useState<CashierShift>();
  const [shown, setShown] = useState<CashierShift>();
  const current = shift.current;

  let main: ReactNode;
  if (closed) {
    main = (
      <Card data-slot="shift-closed" data-state="closed">
        <CardHeader>
          <CardTitle level={2}>{t('Shift {{number}} closed', { number: closed.shiftNo })}</CardTitle>
        </CardHeader>
        <CardContent>
          <PrintableZReport
            shift={closed}
            actions={
              <Button type="button" variant="outline" className="h-11" onClick={() => setClosed(undefined)}>
                {t('Done')}
              </Button>
            }
          />
        </CardContent>
      </Card>
    );
  } else if (current.error && current.data === undefined) main = <Failed title={t('Your shift could not be loaded')} error={current.error} onRetry={current.reload} />;
  else if (current.data === undefined) {
    main = (
      <div role="status" aria-label={t('Loading your shift')} className="grid gap-3">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  } else if (current.data === null) main = <OpenShiftForm outlets={outlets.data ?? []} onOpen={shift.open} />;
  else main = <OpenShiftPanel shift={current.data} refreshing={current.loading} onRefresh={shift.reload} onCloseShift={() => setClosing(true)} />;

  const history = shift.history;
  return (
    <div data-slot="shift-screen" data-state={closed ? 'closed' : current.data ? 'open' : current.data === null ? 'no-shift' : 'waiting'} className="flex min-h-full flex-col">
      <ScreenHeader title={t(screen.title)} section={t(screen.group)} description={t('Open a shift with a float, count the drawer to close it, print the Z report.')} />
      <div className="grid gap-6 p-4 sm:p-6">
        {main}
        <section aria-labelledby="past-shifts" className="grid gap-3 print:hidden">
          <h2 id="past-shifts" className="text-lg font-semibold">
            {t('Past shifts')}
          </h2>
          {history.error && history.data === undefined ? (
            <Failed title={t('The past shifts could not be loaded')} error={history.error} onRetry={history.reload} />
          ) : history.data === undefined ? (
            <Skeleton className="h-24" />
          ) : (
            <ShiftHistory shifts={history.data} onShow={setShown} />
          )}
        </section>
      </div>
      {closing && current.data ? (
        <CloseShiftDialog
          shift={current.data}
          onClose={(body) => shift.close(current.data?.id ?? '', body)}
          onClosed={(z) => {
            setClosing(false);
            setClosed(z);
          }}
          onCancel={() => setClosing(false)}
        />
      ) : null}
      <Dialog open={shown !== undefined} onOpenChange={(open) => (open ? undefined : setShown(undefined))}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>{t('Z report {{number}}', { number: shown?.shiftNo ?? '' })}</DialogTitle>
            <DialogDescription>{t("The shift's figures as closed.")}</DialogDescription>
          </DialogHeader>
          {shown ? <PrintableZReport shift={shown} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
