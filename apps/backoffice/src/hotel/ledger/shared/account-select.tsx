import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { accountLabel, type LedgerAccount } from './use-accounts';

/** Value of the 'every account' item (Radix Select items cannot be empty). */
const ALL = '__all__';

export interface AccountSelectProps {
  /** The field's label (in the user's language). */
  label: string;
  /** The chart of accounts (undefined while it loads). */
  accounts: readonly LedgerAccount[] | undefined;
  /** The chosen account id, or '' for none. */
  value: string;
  /** Called with the chosen account id ('' for 'All accounts'). */
  onChange: (id: string) => void;
  /** Offer 'All accounts' (a filter) instead of requiring a choice. */
  allowAll?: boolean;
  /** Error under the field. */
  error?: string;
  /** Help under the label (e.g. why the accounts are missing). */
  description?: string;
  /** Marks the field required. */
  required?: boolean;
  /** Extra classes on the field. */
  className?: string;
}

/** A labelled picker of the chart of accounts ('1010 · Cash On Hand'). */
export function AccountSelect({ label, accounts, value, onChange, allowAll = false, error, description, required = false, className }: AccountSelectProps) {
  const { t } = useHotelText();
  return (
    <FormField label={label} error={error} description={description} required={required} className={className}>
      {(props) => (
        <Select value={value || (allowAll ? ALL : '')} onValueChange={(next) => onChange(next === ALL ? '' : next)} disabled={!accounts}>
          <SelectTrigger {...props} className="w-full" data-slot="account-select">
            <SelectValue placeholder={accounts ? t('Choose an account…') : t('Loading accounts…')} />
          </SelectTrigger>
          <SelectContent className="max-h-72">
            {allowAll ? <SelectItem value={ALL}>{t('All accounts')}</SelectItem> : null}
            {(accounts ?? []).map((account) => (
              <SelectItem key={account.id} value={account.id}>
                {accountLabel(account)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
