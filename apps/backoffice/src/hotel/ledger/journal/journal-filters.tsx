import type { JournalSourceKind } from '@hotel/domain';
import { Button, FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { AccountSelect } from '../shared/account-select';
import { DateRangeForm } from '../shared/date-range-form';
import { SOURCE_LABELS } from '../shared/ledger-format';
import type { LedgerAccount } from '../shared/use-accounts';
import { NO_FILTERS, type JournalFilters as Filters } from './use-journal';

const ANY = '__any__';

export interface JournalFiltersProps {
  /** The filters in use. */
  filters: Filters;
  /** Changes some filters. */
  onChange: (change: Partial<Filters>) => void;
  /** The chart of accounts for the account filter. */
  accounts: readonly LedgerAccount[] | undefined;
}

/** The journal's filters: text, account and source apply at once; the dates on Apply. */
export function JournalFilters({ filters, onChange, accounts }: JournalFiltersProps) {
  const { t } = useHotelText();
  const filtered = Object.entries(filters).some(([key, value]) => value !== NO_FILTERS[key as keyof Filters]);
  return (
    <div data-slot="journal-filters" className="grid gap-3 print:hidden">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={t('Search')} className="w-full sm:w-64">
          <Input type="search" placeholder={t('Number, reference or narration')} value={filters.search} onChange={(e) => onChange({ search: e.target.value })} />
        </FormField>
        <AccountSelect label={t('Account')} accounts={accounts} value={filters.account} onChange={(account) => onChange({ account })} allowAll className="w-full sm:w-64" />
        <FormField label={t('Source')} className="w-full sm:w-48">
          {(props) => (
            <Select value={filters.source || ANY} onValueChange={(value) => onChange({ source: value === ANY ? '' : (value as JournalSourceKind) })}>
              <SelectTrigger {...props} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>{t('Every source')}</SelectItem>
                {(Object.keys(SOURCE_LABELS) as JournalSourceKind[]).map((kind) => (
                  <SelectItem key={kind} value={kind}>
                    {t(SOURCE_LABELS[kind])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        {filtered ? (
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            {t('Clear filters')}
          </Button>
        ) : null}
      </div>
      <DateRangeForm label={t('Journal dates')} value={{ from: filters.from, to: filters.to }} onApply={(range) => onChange(range)} />
    </div>
  );
}
