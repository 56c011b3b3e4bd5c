import { useState } from 'react';
import type { Housekeeper, HousekeepingAction } from '@hotel/domain';
import { Alert, Button, Checkbox, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import type { BulkState } from './use-housekeeping-board';

const NOBODY = 'nobody';

export interface BulkBarProps {
  /** How many rooms the filters show, and how many of them are selected. */
  shown: number;
  selected: number;
  onToggleAll: () => void;
  /** Which actions the role may take (the others are not offered). */
  may: Record<HousekeepingAction, boolean>;
  housekeepers: readonly Housekeeper[];
  bulk: BulkState;
  onAct: (action: HousekeepingAction, housekeeper?: string | null) => void;
}

/** "Select all shown", the count, and the bulk actions on the selected shown rooms; a refusal shows the server's message. */
export function BulkBar({ shown, selected, onToggleAll, may, housekeepers, bulk, onAct }: BulkBarProps) {
  const { t, tm } = useHotelText();
  const [housekeeper, setHousekeeper] = useState<string>('');
  const pending = bulk.status === 'pending';
  const none = selected === 0 || pending;
  const all = shown > 0 && selected === shown;
  return (
    <div data-slot="bulk-bar" className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border bg-card p-3">
        <div className="flex items-center gap-2">
          <Checkbox id="board-select-all" checked={all ? true : selected > 0 ? 'indeterminate' : false} onCheckedChange={onToggleAll} disabled={shown === 0} />
          <Label htmlFor="board-select-all">{t('Select all shown')}</Label>
        </div>
        <span role="status" data-slot="bulk-count" className="text-sm text-muted-foreground">
          {t('{{selected}} of {{shown}} selected', { selected, shown })}
        </span>
        <div className="flex flex-wrap items-center gap-2">
          {may['mark-clean'] ? (
            <Button size="sm" disabled={none} onClick={() => onAct('mark-clean')}>
              {t('Mark clean')}
            </Button>
          ) : null}
          {may['mark-inspected'] ? (
            <Button size="sm" variant="outline" disabled={none} onClick={() => onAct('mark-inspected')}>
              {t('Mark inspected')}
            </Button>
          ) : null}
          {may['mark-dirty'] ? (
            <Button size="sm" variant="outline" disabled={none} onClick={() => onAct('mark-dirty')}>
              {t('Mark dirty')}
            </Button>
          ) : null}
          {may.assign ? (
            <div className="flex items-center gap-2">
              <Select value={housekeeper} onValueChange={setHousekeeper}>
                <SelectTrigger aria-label={t('Housekeeper')} className="h-8 w-48">
                  <SelectValue placeholder={t('Choose a housekeeper')} />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NOBODY}>{t('Nobody (unassign)')}</SelectItem>
                  {housekeepers.map((person) => (
                    <SelectItem key={person.id} value={person.id}>
                      {person.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Button size="sm" variant="outline" disabled={none || !housekeeper} onClick={() => onAct('assign', housekeeper === NOBODY ? null : housekeeper)}>
                {t('Assign')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      {bulk.status === 'refused' ? (
        <Alert variant="error" title={t('Nothing was changed')}>
          {tm(bulk.message)}
        </Alert>
      ) : null}
    </div>
  );
}
