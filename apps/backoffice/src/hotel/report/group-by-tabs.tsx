import { useId, type ReactNode } from 'react';
import type { ReportGrouping } from '@hotel/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';

export interface GroupByTabsProps {
  /** The groupings offered, the default first. */
  groupings: readonly ReportGrouping[];
  /** Field of the grouping shown. */
  value: string;
  /** Called with the field of the grouping chosen. */
  onValueChange: (field: string) => void;
  /** The report as grouped (totals, table, chart): the panel of the active tab. */
  children: ReactNode;
  /** The grouping chosen is being computed (the panel still shows the previous one). */
  busy?: boolean;
}

/**
 * "Group by" tabs over a report (by tender, point of sale, waiter…): a labelled tab list (arrow
 * keys move between groupings, as the tabs pattern has it) whose panel is the grouped report.
 */
export function GroupByTabs({ groupings, value, onValueChange, children, busy = false }: GroupByTabsProps) {
  const labelId = useId();
  const { t } = useHotelText();
  return (
    <Tabs value={value} onValueChange={onValueChange} data-slot="group-by-tabs" className="gap-4">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <span id={labelId} className="text-sm font-medium">
          {t('Group by')}
        </span>
        <TabsList aria-labelledby={labelId}>
          {groupings.map((grouping) => (
            <TabsTrigger key={grouping.field} value={grouping.field}>
              {t(grouping.label)}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <TabsContent value={value} className="grid gap-4" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </TabsContent>
    </Tabs>
  );
}
