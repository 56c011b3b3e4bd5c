import { HOUSEKEEPING_STATES, OCCUPANCY_STATES, type HousekeepingState, type Occupancy } from '@hotel/domain';
import { Button, FormField, Icon, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { OCCUPANCY_LOOK, STATE_LOOK, type BoardFilters } from './board-model';

const ALL = 'all';

export interface BoardFiltersBarProps {
  filters: BoardFilters;
  onChange: (next: BoardFilters) => void;
  /** The board's floors, in order. */
  floors: readonly string[];
}

/** The board's filters: floor, housekeeping states (toggle buttons, several at once) and occupancy. */
export function BoardFiltersBar({ filters, onChange, floors }: BoardFiltersBarProps) {
  const { t } = useHotelText();
  const toggleState = (state: HousekeepingState) =>
    onChange({ ...filters, states: filters.states.includes(state) ? filters.states.filter((s) => s !== state) : [...filters.states, state] });
  return (
    <div data-slot="board-filters" className="flex flex-wrap items-end gap-3">
      <FormField label={t('Floor')} className="w-full sm:w-44">
        {(props) => (
          <Select value={filters.floor ?? ALL} onValueChange={(value) => onChange({ ...filters, floor: value === ALL ? null : value })}>
            <SelectTrigger {...props} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('All floors')}</SelectItem>
              {floors.map((floor) => (
                <SelectItem key={floor} value={floor}>
                  {floor}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label={t('Occupancy')} className="w-full sm:w-44">
        {(props) => (
          <Select value={filters.occupancy ?? ALL} onValueChange={(value) => onChange({ ...filters, occupancy: value === ALL ? null : (value as Occupancy) })}>
            <SelectTrigger {...props} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('Any occupancy')}</SelectItem>
              {OCCUPANCY_STATES.map((occupancy) => (
                <SelectItem key={occupancy} value={occupancy}>
                  {t(OCCUPANCY_LOOK[occupancy].label)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <div role="group" aria-label={t('Housekeeping state')} className="flex flex-wrap gap-1.5">
        {HOUSEKEEPING_STATES.map((state) => (
          <Button key={state} size="sm" variant={filters.states.includes(state) ? 'default' : 'outline'} aria-pressed={filters.states.includes(state)} onClick={() => toggleState(state)}>
            <Icon name={STATE_LOOK[state].icon} size="sm" />
            {t(STATE_LOOK[state].label)}
          </Button>
        ))}
        {filters.states.length > 0 ? (
          <Button size="sm" variant="ghost" onClick={() => onChange({ ...filters, states: [] })}>
            {t('Every state')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
