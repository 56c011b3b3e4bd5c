import { useId, useState } from 'react';
import { CURRENCY, type CashierShift, type OpenShiftRequest } from '@hotel/domain';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { messageOf } from '../../shared/use-request';
import { amountCents } from '../register/tenders';
import type { Outlet } from '../register/use-catalogue';

export interface OpenShiftFormProps {
  /** The points of sale the drawer may belong to (none yet while loading). */
  outlets: readonly Outlet[];
  /** Opens the shift; rejects with the server's refusal. */
  onOpen: (body: OpenShiftRequest) => Promise<CashierShift>;
}

const NONE = 'none';

/** No shift open: the float counted into the drawer, and the point of sale (optional). */
export function OpenShiftForm({ outlets, onOpen }: OpenShiftFormProps) {
  const { t, tm } = useHotelText();
  const id = useId();
  const [float, setFloat] = useState('');
  const [outlet, setOutlet] = useState(NONE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [touched, setTouched] = useState(false);
  const cents = amountCents(float);
  const problem = float.trim() === '' ? t('Enter the float: the cash in the drawer now.') : cents === undefined ? t('The float must be 0 or more, with at most 2 decimals.') : undefined;

  const submit = async () => {
    setTouched(true);
    if (problem || cents === undefined || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await onOpen({ float: cents / 100, ...(outlet !== NONE ? { pointOfSale: outlet } : {}) });
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-slot="open-shift" data-state="no-shift">
      <CardHeader>
        <CardTitle level={2}>{t('Open shift')}</CardTitle>
        <CardDescription>{t('You have no shift open. Count the float into the drawer and open a shift; every sale you settle then counts to it.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label={t('Open shift')}
          aria-busy={busy || undefined}
          className="grid max-w-md gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {error ? (
            <Alert variant="error" title={t('Refused; nothing changed')}>
              {tm(error)}
            </Alert>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-float`}>{t('Float ({{currency}})', { currency: CURRENCY })}</Label>
            <Input
              id={`${id}-float`}
              value={float}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              className="h-11"
              aria-invalid={touched && problem ? true : undefined}
              aria-describedby={touched && problem ? `${id}-float-error` : undefined}
              onChange={(event) => setFloat(event.target.value)}
            />
            {touched && problem ? (
              <p id={`${id}-float-error`} className="text-sm text-destructive">
                {problem}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label id={`${id}-outlet-label`}>{t('Point of sale (optional)')}</Label>
            <Select value={outlet} onValueChange={setOutlet}>
              <SelectTrigger aria-labelledby={`${id}-outlet-label`} className="h-11 w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NONE}>{t('Any point of sale')}</SelectItem>
                {outlets.map((o) => (
                  <SelectItem key={o.id} value={o.id}>
                    {o.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div>
            <Button type="submit" className="h-11" loading={busy}>
              {t('Open shift')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
