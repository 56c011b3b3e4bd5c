import { Link } from 'react-router-dom';
import { allowedTransitions, findResource, type NightAuditChecklist } from '@hotel/domain';
import { buttonVariants, toDate } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { Amount } from '../shared/amount';
import { folioHref } from '../shared/folio-links';
import { dateSpan } from '../shared/ledger-format';
import { useCanOpen } from '../shared/use-can-open';
import { ChecklistItem, type ItemAction } from './checklist-item';
import { ChecklistSection } from './checklist-section';
import type { ChecklistAction, ChecklistItemState } from './use-night-audit';

export interface ChecklistProps {
  /** The checklist of the business date. */
  checklist: NightAuditChecklist;
  /** Per item: the move in flight or the refusal. */
  items: Readonly<Record<string, ChecklistItemState>>;
  /** The signed-in user's roles (which moves to offer). */
  roles: readonly string[];
  /** Disables every move (the audit is running). */
  disabled: boolean;
  /** Makes a move on a stay or docket. */
  onAct: (item: { id: string; number: string }, action: ChecklistAction) => void;
}

const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });

/** The moves a role may make from a stage, among those offered here. */
function offered(resource: string, stage: string, roles: readonly string[], wanted: readonly ItemAction[]): ItemAction[] {
  const declared = findResource(resource);
  if (!declared) return [];
  const allowed = new Set(allowedTransitions(declared, { stage }, roles).map((t) => t.action));
  return wanted.filter((item) => allowed.has(item.action));
}

/** What blocks the close (departures in house, open dockets) and what it will handle (arrivals not checked in). */
export function Checklist({ checklist, items, roles, disabled, onAct }: ChecklistProps) {
  const { t } = useHotelText();
  const arrivalActions = offered('room-reservations', 'reserved', roles, [
    { action: 'check-in', label: t('Check in'), name: (number) => t('Check in {{number}}', { number }) },
    { action: 'no-show', label: t('Mark no-show'), name: (number) => t('Mark no-show {{number}}', { number }), variant: 'outline' },
  ]);
  const departureActions = offered('room-reservations', 'checked-in', roles, [{ action: 'check-out', label: t('Check out'), name: (number) => t('Check out {{number}}', { number }) }]);
  const docketActions = offered('pos-orders', 'open', roles, [{ action: 'close', label: t('Close table'), name: (number) => t('Close table {{number}}', { number }), variant: 'outline' }]);
  const canOpen = useCanOpen();
  const folios = canOpen('/front-office/folios/:id');
  const tables = canOpen('/auditor/table-closure');
  const liveTables = canOpen('/auditor/live-table');
  const stayDates = (stay: { room: string | null; arrivalDate: string; departureDate: string }) => {
    const dates = dateSpan(toDate(stay.arrivalDate), toDate(stay.departureDate), t);
    return stay.room ? t('Room {{room}} · {{dates}}', { room: stay.room, dates }) : dates;
  };

  return (
    <div data-slot="night-audit-checklist" className="grid gap-4 lg:grid-cols-3">
      <ChecklistSection
        title={t('Departures still in house')}
        description={t('They block the close: check each out at a zero balance, or extend the stay.')}
        count={checklist.departures.length}
        blocking
        empty={t('None: every stay due out has checked out.')}
      >
        {checklist.departures.map((stay) => {
          const owing = Math.round(stay.balance * 100) !== 0;
          return (
            <ChecklistItem
              key={stay.id}
              number={stay.number}
              title={stay.guest}
              detail={stayDates(stay)}
              aside={
                <span className="text-sm">
                  <span className="sr-only">{t('Balance')} </span>
                  <Amount value={stay.balance} balance className={owing ? 'font-semibold text-warn' : undefined} />
                </span>
              }
              actions={owing ? [] : departureActions}
              links={
                <>
                  {owing ? (
                    <p className="basis-full text-sm text-muted-foreground sm:basis-auto">
                      {stay.balance > 0 ? t('The folio has a balance: settle or transfer it before check-out.') : t('The folio is in credit: settle or transfer it before check-out.')}
                    </p>
                  ) : null}
                  {folios ? (
                    <Link to={folioHref({ kind: 'stay', id: stay.id })} className={linkClass} aria-label={t('Open the folio of {{number}}', { number: stay.number })}>
                      {t('Open the folio')}
                    </Link>
                  ) : null}
                </>
              }
              state={items[stay.id]}
              disabled={disabled}
              onAct={(action) => onAct(stay, action)}
            />
          );
        })}
      </ChecklistSection>
      <ChecklistSection
        title={t('Open dockets')}
        description={t('They block the close: settle each docket at its till (or cancel it with a reason), or close the table.')}
        count={checklist.openDockets.length}
        blocking
        empty={t('None: every table is closed.')}
      >
        {checklist.openDockets.map((docket) => (
          <ChecklistItem
            key={docket.id}
            number={docket.number}
            title={docket.label}
            detail={docket.resource === 'pos-orders' ? t('Open table') : t('Unsettled docket')}
            aside={
              <span className="text-sm">
                <span className="sr-only">{t('Amount')} </span>
                <Amount value={docket.amount} />
              </span>
            }
            // A table order closes here; a docket is settled at its till, or cancelled with a reason on the live tables.
            actions={docket.resource === 'pos-orders' ? docketActions : []}
            links={
              docket.resource === 'pos-sales' ? (
                liveTables ? (
                  <Link to="/auditor/live-table" className={linkClass} aria-label={t('Open the live tables for {{number}}', { number: docket.number })}>
                    {t('Open the live tables')}
                  </Link>
                ) : (
                  <p className="text-sm text-muted-foreground">{t('The point of sale settles it, or an auditor cancels it.')}</p>
                )
              ) : tables ? (
                <Link to="/auditor/table-closure" className={linkClass} aria-label={t('Open the docket {{number}}', { number: docket.number })}>
                  {t('Open the docket')}
                </Link>
              ) : docketActions.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('The auditor or the point of sale settles or closes it.')}</p>
              ) : null
            }
            state={items[docket.id]}
            disabled={disabled}
            onAct={(action) => onAct(docket, action)}
          />
        ))}
      </ChecklistSection>
      <ChecklistSection
        title={t('Arrivals not checked in')}
        description={t('They do not block the close: the audit marks them no-show unless they are checked in first.')}
        count={checklist.arrivals.length}
        blocking={false}
        empty={t('None: every arrival due has checked in.')}
      >
        {checklist.arrivals.map((stay) => (
          <ChecklistItem
            key={stay.id}
            number={stay.number}
            title={stay.guest}
            detail={stayDates(stay)}
            actions={arrivalActions}
            state={items[stay.id]}
            disabled={disabled}
            onAct={(action) => onAct(stay, action)}
          />
        ))}
      </ChecklistSection>
    </div>
  );
}
