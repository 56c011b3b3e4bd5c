import type { JournalEntryView } from '@hotel/domain';
import { useHotelText } from '../../../i18n/hotel-text';
import { Amount } from '../shared/amount';

export interface EntryLinesProps {
  /** The entry whose lines to list. */
  entry: JournalEntryView;
}

/** An entry's lines (account code and name, debit, credit, memo) with their totals. */
export function EntryLines({ entry }: EntryLinesProps) {
  const { t } = useHotelText();
  const name = t('Lines of {{number}}', { number: entry.number });
  const debit = entry.lines.reduce((sum, line) => sum + Math.round(line.debit * 100), 0) / 100;
  const credit = entry.lines.reduce((sum, line) => sum + Math.round(line.credit * 100), 0) / 100;
  return (
    // A scrollable region must be keyboard-reachable so it can scroll with the arrow keys (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={name} tabIndex={0} className="overflow-x-auto rounded-md border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <table aria-label={name} data-slot="journal-entry-lines" className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('Account')}</th>
            <th scope="col" className="px-3 py-2 text-end font-medium">{t('Debit')}</th>
            <th scope="col" className="px-3 py-2 text-end font-medium">{t('Credit')}</th>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('Memo')}</th>
          </tr>
        </thead>
        <tbody>
          {entry.lines.map((line, index) => (
            <tr key={`${line.account}-${index}`} className="border-b border-border">
              <td className="px-3 py-2">
                <span className="font-mono text-xs">{line.code}</span> {line.name}
              </td>
              <td className="px-3 py-2">
                <Amount value={line.debit} blankZero />
              </td>
              <td className="px-3 py-2">
                <Amount value={line.credit} blankZero />
              </td>
              <td className="px-3 py-2 text-muted-foreground [overflow-wrap:anywhere]">{line.memo}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="px-3 py-2 text-start">
              {t('Total')}
            </th>
            <td className="px-3 py-2">
              <Amount value={debit} />
            </td>
            <td className="px-3 py-2">
              <Amount value={credit} />
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
