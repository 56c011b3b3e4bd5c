import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import type { PosScreen } from '@hotel/domain';
import { Alert, Button, cn, EmptyState, Kbd, Skeleton } from '@hotel/ui';
import { formatCents, getResource } from '@hotel/domain';
import { useHotelText } from '../../../i18n/hotel-text';
import { ScreenHeader } from '../../shared/screen-header';
import { messageOf } from '../../shared/use-request';
import { ShiftStatus } from '../shift/shift-status';
import { BasketPanel } from './basket-panel';
import { CataloguePanel } from './catalogue-panel';
import { OpenTableDialog } from './open-table-dialog';
import { PayDialog } from './pay-dialog';
import { SaleReceipt } from './sale-receipt';
import { useCatalogue, useOutlets, type Outlet } from './use-catalogue';
import { useRegister } from './use-register';

export interface RegisterScreenProps {
  /** The till's declaration (`kind: 'pos', view: 'register'`): its title and channel. */
  screen: PosScreen;
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      <Skeleton className="h-11" />
      <Skeleton className="h-11 w-2/3" />
      <Skeleton className="h-64" />
    </div>
  );
}

function Failed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { t, tm } = useHotelText();
  return (
    <Alert variant="error" title={title} action={<Button size="sm" variant="outline" onClick={onRetry}>{t('Retry')}</Button>}>
      {tm(messageOf(error))}
    </Alert>
  );
}

/** The outlets of the channel as big buttons (the first step when there are several). */
function OutletPicker({ outlets, onChoose }: { outlets: readonly Outlet[]; onChoose: (id: string) => void }) {
  const { t } = useHotelText();
  return (
    <section aria-label={t('Choose the point of sale')} className="grid gap-3">
      <h2 className="text-lg font-semibold">{t('Choose the point of sale')}</h2>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {outlets.map((outlet) => (
          <Button key={outlet.id} type="button" variant="outline" className="h-14 justify-start text-base" onClick={() => onChoose(outlet.id)}>
            {outlet.name}
          </Button>
        ))}
      </div>
    </section>
  );
}

/** The screens that add outlets and products (their labels are the domain's). */
const OUTLETS_LABEL = getResource('points-of-sale').label;
const STOCKS_LABEL = getResource('stocks').label;

/** Whether a key event comes from a field the user types in. */
const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The till: choose the outlet, pick products (grid by category, search by name or barcode), build
 * the basket, pay (one sale call) or, at a table, open a docket and follow it (`?docket=<id>`),
 * send it to the kitchen and settle it. Keys: / or F2 search, F9 or Ctrl+Enter pay.
 */
export function RegisterScreen({ screen }: RegisterScreenProps) {
  const { t, tm } = useHotelText();
  const outlets = useOutlets();
  const till = useRegister(screen.channel, outlets.data);
  const catalogue = useCatalogue(till.outlet);
  const [dialog, setDialog] = useState<'pay' | 'table' | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const docket = till.docket?.data;
  const docketOpen = docket === undefined || ['open', 'sent', 'served'].includes(docket.stage);
  const canPay = till.lines.length > 0 && !till.busy && docketOpen && till.outlet !== undefined;

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (dialog) return;
    if (event.key === 'F2' || (event.key === '/' && !typing(event.target))) {
      event.preventDefault();
      search.current?.focus();
    } else if (event.key === 'F9' || (event.key === 'Enter' && (event.ctrlKey || event.metaKey))) {
      event.preventDefault();
      if (canPay) setDialog('pay');
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const noOutlet = screen.channel
    ? t('No point of sale serves {{channel}} yet. An administrator adds one under {{screen}}.', { channel: screen.channel, screen: t(OUTLETS_LABEL) })
    : t('No point of sale serves this till yet. An administrator adds one under {{screen}}.', { screen: t(OUTLETS_LABEL) });
  let main: ReactNode;
  if (outlets.error && !outlets.data) main = <Failed title={t('The points of sale could not be loaded')} error={outlets.error} onRetry={outlets.reload} />;
  else if (!outlets.data) main = <Loading label={t('Loading the till')} />;
  else if (till.outlets.length === 0 && !till.docket) main = <EmptyState level={2} title={t('No point of sale')} description={noOutlet} />;
  else if (till.docket?.error && !docket) main = <Failed title={t('The docket could not be opened')} error={till.docket.error} onRetry={till.docket.reload} />;
  else if (till.docket && !docket) main = <Loading label={t('Loading the docket')} />;
  else if (!till.outlet) main = <OutletPicker outlets={till.outlets} onChoose={till.chooseOutlet} />;
  else if (catalogue.error && !catalogue.data) main = <Failed title={t('The products could not be loaded')} error={catalogue.error} onRetry={catalogue.reload} />;
  else if (!catalogue.data) main = <Loading label={t('Loading the products')} />;
  else if (catalogue.data.products.length === 0) main = <EmptyState level={2} title={t('No products')} description={t('There are no stock items to sell. Add them under {{screen}}.', { screen: t(STOCKS_LABEL) })} />;
  else main = <CataloguePanel index={catalogue.data} onAdd={till.add} searchRef={search} />;

  const ready = catalogue.data !== undefined && till.outlet !== undefined;
  const payButton = (
    <Button type="button" className="h-11 flex-1" disabled={!canPay} onClick={() => setDialog('pay')}>
      {t('Pay {{amount}}', { amount: formatCents(till.totals.total) })} <Kbd className="ms-1 max-sm:hidden">F9</Kbd>
    </Button>
  );
  const actions = docket ? (
    <>
      {payButton}
      <Button type="button" variant="outline" className="h-11" disabled={till.busy || docket.stage !== 'open' || till.lines.length === 0} onClick={() => void till.send()}>
        {t('Send to kitchen')}
      </Button>
      <Button type="button" variant="ghost" className="h-11" onClick={till.leaveDocket}>
        {t('New sale')}
      </Button>
    </>
  ) : (
    <>
      {payButton}
      <Button type="button" variant="outline" className="h-11" disabled={!till.outlet || till.busy} onClick={() => setDialog('table')}>
        {t('Open for table')}
      </Button>
      <Button type="button" variant="ghost" className="h-11" disabled={till.lines.length === 0} onClick={till.clear}>
        {t('Clear')}
      </Button>
    </>
  );
  const basketHeader = (
    <>
      {docket ? (
        <p data-slot="open-docket" data-state={docket.stage} className="text-sm">
          <span className="font-semibold">{t('Docket {{number}}', { number: docket.docketNo })}</span>
          {docket.table ? ` · ${t('Table {{table}}', { table: docket.table })}` : ''} · {t(docket.stage)}
        </p>
      ) : null}
      {docket && !docketOpen ? (
        <Alert variant="warning" title={t('Docket {{number}} is {{stage}}', { number: docket.docketNo, stage: t(docket.stage) })}>
          {t('It can no longer be changed or paid here.')}
        </Alert>
      ) : null}
      {till.error && dialog === null ? (
        <Alert variant="error" title={t('Refused; nothing changed')} action={<Button size="sm" variant="outline" onClick={till.dismissError}>{t('Dismiss')}</Button>}>
          {tm(till.error)}
        </Alert>
      ) : null}
    </>
  );
  const subtitle = till.outlet ? (
    <span className="flex flex-wrap items-center gap-2">
      <span data-slot="outlet">{till.outlet.name}</span>
      {till.outlets.length > 1 && !docket ? (
        <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => till.chooseOutlet('')}>
          {/* 'Change' alone is the change given back elsewhere: here it changes the outlet (the key Change_outlet). */}
          {t('Change', { context: 'outlet' })}
        </Button>
      ) : null}
    </span>
  ) : undefined;

  return (
    <div data-slot="register-screen" data-state={ready ? 'ready' : 'waiting'} className="flex min-h-full flex-col">
      <ScreenHeader title={t(screen.title)} section={t(screen.group)} description={subtitle} actions={<ShiftStatus />} />
      <div className={cn('grid flex-1 gap-4 p-4 pb-24 sm:p-6', ready && 'sm:grid-cols-[minmax(0,1fr)_19rem] lg:grid-cols-[minmax(0,1fr)_26rem]')}>
        <div className="min-w-0">{main}</div>
        {ready ? (
          <aside
            aria-label={t('Sale')}
            data-slot="basket-sheet"
            data-state={sheetOpen ? 'open' : 'closed'}
            className={cn(
              'sm:sticky sm:top-4 sm:self-start',
              'max-sm:fixed max-sm:inset-x-0 max-sm:bottom-16 max-sm:z-40 max-sm:max-h-[75dvh] max-sm:overflow-y-auto max-sm:rounded-t-xl max-sm:border-t max-sm:border-border max-sm:bg-card max-sm:p-4 max-sm:shadow-2xl',
              !sheetOpen && 'max-sm:hidden',
            )}
          >
            {till.paid ? (
              <SaleReceipt docket={till.paid} onNext={till.nextSale} />
            ) : (
              <BasketPanel
                lines={till.lines}
                totals={till.totals}
                busy={till.busy}
                onQuantity={till.setQuantity}
                onDiscount={till.setDiscount}
                onRemove={till.remove}
                header={basketHeader}
                actions={actions}
              />
            )}
          </aside>
        ) : null}
      </div>
      {ready ? (
        <div data-slot="basket-bar" className="fixed inset-x-0 bottom-0 z-40 flex h-16 items-center gap-2 border-t border-border bg-card px-4 sm:hidden">
          <Button type="button" variant="outline" className="h-11 flex-1 justify-between" aria-expanded={sheetOpen} onClick={() => setSheetOpen((open) => !open)}>
            <span>{t('Basket ({{count}})', { count: till.totals.units })}</span>
            <span data-slot="bar-total" className="font-semibold tabular-nums">{formatCents(till.totals.total)}</span>
          </Button>
          <Button type="button" className="h-11" disabled={!canPay} onClick={() => setDialog('pay')}>
            {t('Pay')}
          </Button>
        </div>
      ) : null}
      {dialog === 'pay' ? (
        <PayDialog
          total={till.totals.total}
          onPay={till.pay}
          onPaid={() => {
            setDialog(null);
            // What is on hand changed: the tiles' out-of-stock states are asked again.
            catalogue.reload();
            setSheetOpen(true);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'table' ? (
        <OpenTableDialog
          busy={till.busy}
          error={till.error}
          onOpen={async (table) => {
            if (await till.openForTable(table)) setDialog(null);
          }}
          onClose={() => {
            till.dismissError();
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}
