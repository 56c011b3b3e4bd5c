import { useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { formatCents } from '@hotel/domain';
import { Button, Input } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { clampQuantity, discountText, lineAmounts, parseDiscount, type BasketLine, type BasketTotals, type LineDiscount } from './basket';

export interface BasketPanelProps {
  lines: readonly BasketLine[];
  totals: BasketTotals;
  /** A docket call is on its way (the controls wait). */
  busy?: boolean;
  onQuantity: (index: number, quantity: number) => void;
  onDiscount: (index: number, discount: LineDiscount | null) => void;
  onRemove: (index: number) => void;
  /** The actions under the totals (Pay, Open for table...). */
  actions: ReactNode;
  /** Above the lines: the open docket's table, a refusal. */
  header?: ReactNode;
}

/**
 * A typed value applied on Enter or on leaving the field; until then the field shows the draft.
 * `apply` answers false to keep the draft (it was refused). Keys stay in the field (the till's own
 * shortcuts do not see them).
 */
function useCommitField(current: string, apply: (draft: string) => boolean | void) {
  const [draft, setDraft] = useState<string>();
  const commit = () => {
    if (draft !== undefined && apply(draft) !== false) setDraft(undefined);
  };
  return {
    value: draft ?? current,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value),
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') commit();
      event.stopPropagation();
    },
  };
}

/** A line's discount field: typed as 2.50 or 10%, applied on Enter or leaving the field. */
function DiscountField({ line, disabled, onDiscount }: { line: BasketLine; disabled: boolean; onDiscount: (discount: LineDiscount | null) => void }) {
  const { t, tm, language } = useHotelText();
  const [problem, setProblem] = useState<string>();
  const field = useCommitField(discountText(line.discount, language), (draft) => {
    const parsed = parseDiscount(draft, lineAmounts(line).gross);
    setProblem(parsed.ok ? undefined : parsed.message);
    if (!parsed.ok) return false;
    onDiscount(parsed.discount);
  });
  return (
    <span className="grid gap-0.5">
      <Input
        aria-label={t('Discount on {{item}}', { item: line.name })}
        aria-invalid={problem ? true : undefined}
        placeholder={t('Disc. or %')}
        disabled={disabled}
        inputMode="decimal"
        autoComplete="off"
        className="h-11 w-24 text-end"
        {...field}
      />
      {problem ? <span role="alert" className="max-w-40 text-xs text-warn">{tm(problem)}</span> : null}
    </span>
  );
}

/** A line's quantity: − and + buttons around a typed number (anything not a number leaves it as it was). */
function QuantityStepper({ line, disabled, onQuantity }: { line: BasketLine; disabled: boolean; onQuantity: (quantity: number) => void }) {
  const { t } = useHotelText();
  const field = useCommitField(String(line.quantity), (draft) => {
    const typed = Number(draft);
    if (draft.trim() !== '' && Number.isFinite(typed) && clampQuantity(typed) !== line.quantity) onQuantity(clampQuantity(typed));
  });
  return (
    <span className="inline-flex items-center gap-1">
      <Button type="button" variant="outline" size="icon" className="size-11" aria-label={t('One less {{item}}', { item: line.name })} disabled={disabled || line.quantity <= 1} onClick={() => onQuantity(line.quantity - 1)}>
        −
      </Button>
      <Input aria-label={t('Quantity of {{item}}', { item: line.name })} disabled={disabled} inputMode="numeric" autoComplete="off" className="h-11 w-14 text-center tabular-nums" {...field} />
      <Button type="button" variant="outline" size="icon" className="size-11" aria-label={t('One more {{item}}', { item: line.name })} disabled={disabled} onClick={() => onQuantity(line.quantity + 1)}>
        +
      </Button>
    </span>
  );
}

/**
 * The basket: its lines (quantity stepper, discount, remove), the subtotal, discount and total,
 * and the actions. A focused line takes + and − for its quantity, Delete to remove it.
 */
export function BasketPanel({ lines, totals, busy = false, onQuantity, onDiscount, onRemove, actions, header }: BasketPanelProps) {
  const { t } = useHotelText();
  const onLineKey = (index: number, line: BasketLine) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (busy) return;
    if (event.key === '+' || event.key === '=') onQuantity(index, line.quantity + 1);
    else if (event.key === '-' && line.quantity > 1) onQuantity(index, line.quantity - 1);
    else if (event.key === 'Delete') onRemove(index);
    else return;
    event.preventDefault();
  };
  return (
    <section aria-label={t('Basket')} data-slot="basket" data-state={lines.length ? 'filled' : 'empty'} aria-busy={busy || undefined} className="flex min-h-0 flex-col gap-3">
      {header}
      {lines.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t('The basket is empty. Tap a product, or scan or search for one.')}</p>
      ) : (
        <ul aria-label={t('Basket lines')} className="grid min-h-0 gap-2 overflow-y-auto">
          {lines.map((line, index) => {
            const amounts = lineAmounts(line);
            return (
              <li key={line.lineId ?? line.stock} data-slot="basket-line" className="grid gap-2 rounded-md border border-border bg-card p-2">
                <div className="flex items-start justify-between gap-2">
                  <button
                    type="button"
                    data-slot="line-name"
                    aria-keyshortcuts="+ - Delete"
                    title={t('+ and − change the quantity, Delete removes the line')}
                    onKeyDown={onLineKey(index, line)}
                    className="min-h-11 min-w-0 rounded-sm text-start text-sm font-medium break-words outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {line.name} <span className="font-normal text-muted-foreground">{t('× {{quantity}} at {{price}}', { quantity: line.quantity, price: formatCents(line.unitCents) })}</span>
                  </button>
                  <span data-slot="line-amount" className="shrink-0 text-sm font-semibold tabular-nums">{formatCents(amounts.amount)}</span>
                </div>
                <div className="flex flex-wrap items-start gap-2">
                  <QuantityStepper line={line} disabled={busy} onQuantity={(quantity) => onQuantity(index, quantity)} />
                  <DiscountField key={discountText(line.discount)} line={line} disabled={busy} onDiscount={(discount) => onDiscount(index, discount)} />
                  <Button type="button" variant="ghost" className="h-11 ms-auto" aria-label={t('Remove {{item}}', { item: line.name })} disabled={busy} onClick={() => onRemove(index)}>
                    {t('Remove')}
                  </Button>
                </div>
                {amounts.discount > 0 ? <span className="text-xs text-muted-foreground">{formatCents(amounts.gross)} {t('less {{discount}}', { discount: formatCents(amounts.discount) })}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
      <dl aria-label={t('Basket totals')} data-slot="basket-totals" className="grid grid-cols-2 gap-x-4 gap-y-1 border-t border-border pt-3 text-sm">
        <dt className="text-muted-foreground">{t('Subtotal')}</dt>
        <dd className="text-end tabular-nums">{formatCents(totals.subtotal)}</dd>
        <dt className="text-muted-foreground">{t('Discount')}</dt>
        <dd className="text-end tabular-nums">{formatCents(totals.discount)}</dd>
        <dt className="text-base font-semibold">{t('Total')}</dt>
        <dd data-slot="basket-total" className="text-end text-base font-semibold tabular-nums">{formatCents(totals.total)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </section>
  );
}
