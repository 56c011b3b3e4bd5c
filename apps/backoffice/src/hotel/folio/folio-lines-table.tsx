import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, type FolioLine, type FolioRef, type FolioResponse } from '@hotel/domain';
import { Badge, Button, cn } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { keep, sentence } from '../../i18n/sentence';
import { formatBusinessDate } from '../shared/use-business-date';
import { CATEGORY_LABELS, isMovable, LINE_KIND_LABELS } from './folio-lines';

export interface FolioLinesTableProps {
  /** The folio as the API answers it. */
  folio: FolioResponse;
  /** The path of another folio's screen, or undefined when the user may not open it (its name is then plain text). */
  linkOf: (ref: FolioRef) => string | undefined;
  /** Offers "Transfer" on the lines that can still move. */
  onTransfer?: (line: FolioLine) => void;
}

const money = (value: number) => (value ? formatMoney(value) : '');

function FolioLink({ to, linkOf, children }: { to: FolioRef; linkOf: FolioLinesTableProps['linkOf']; children: ReactNode }) {
  const path = linkOf(to);
  return path ? (
    <Link to={path} className="font-medium text-primary underline-offset-2 hover:underline">
      {children}
    </Link>
  ) : (
    <span className="font-medium">{children}</span>
  );
}

/** What a line's state is: reversed, a reversal, moved away, a move, or plain. */
function lineState(line: FolioLine): string {
  if (line.reversedBy) return 'reversed';
  if (line.reverses) return 'reversal';
  if (line.movedTo) return 'moved';
  if (line.kind === 'transfer-in' || line.kind === 'transfer-out') return line.kind;
  return 'posted';
}

/** The lines of a folio in posting order with their running balance; reversed and moved lines are marked, moves link to the other folio. */
export function FolioLinesTable({ folio, linkOf, onTransfer }: FolioLinesTableProps) {
  const { t } = useHotelText();
  const head = (align: 'start' | 'end' = 'start', extra?: string) => cn('px-3 py-2 text-xs font-medium text-muted-foreground', align === 'end' ? 'text-end' : 'text-start', extra);
  const num = 'px-3 py-2 text-end tabular-nums whitespace-nowrap';
  // Phones keep date, description and the three amounts; the kind moves under the description.
  const kindColumn = 'hidden sm:table-cell';
  return (
    <div
      role="region"
      aria-label={t('Folio lines')}
      // A scrollable region must be keyboard-reachable so it can scroll with the arrow keys on a phone-width screen (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table data-slot="folio-lines" className="w-full min-w-[34rem] border-collapse text-sm sm:min-w-[44rem]">
        <caption className="sr-only">{t('Lines of the folio of {{name}}, oldest first, with the running balance', { name: folio.folio.name })}</caption>
        <thead className="border-b border-border bg-card">
          <tr>
            <th scope="col" className={head()}>{t('Date')}</th>
            <th scope="col" className={head()}>{t('Description')}</th>
            <th scope="col" className={head('start', kindColumn)}>{t('Kind')}</th>
            <th scope="col" className={head('end')}>{t('Debit')}</th>
            <th scope="col" className={head('end')}>{t('Credit')}</th>
            <th scope="col" className={head('end')}>{t('Balance')}</th>
            {onTransfer ? (
              <th scope="col" className={head()}>
                <span className="sr-only">{t('Actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {folio.lines.map((line) => {
            const state = lineState(line);
            const muted = state === 'reversed' || state === 'moved';
            return (
              <tr key={line.id} data-slot="folio-line" data-state={state} data-kind={line.kind} className={`border-b border-border align-top last:border-0 ${muted ? 'text-muted-foreground' : ''}`}>
                <td className="px-3 py-2 whitespace-nowrap">{formatBusinessDate(line.date)}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <span className={muted ? 'line-through' : undefined}>{line.description}</span>
                    {state === 'reversed' ? <Badge variant="muted" size="sm">{t('Reversed')}</Badge> : null}
                    {state === 'reversal' ? <Badge variant="outline" size="sm">{t('Reversal')}</Badge> : null}
                    {state === 'moved' ? <Badge variant="muted" size="sm">{t('Moved')}</Badge> : null}
                  </div>
                  {line.movedTo ? (
                    <p className="text-xs">
                      {sentence(t('Moved to {{folio}}', keep('folio')), {
                        folio: <FolioLink to={line.movedTo.folio} linkOf={linkOf}>{line.movedTo.label}</FolioLink>,
                      })}
                    </p>
                  ) : null}
                  {line.transfer ? (
                    <p className="text-xs">
                      {sentence(line.kind === 'transfer-out' ? t('Moved to {{folio}}', keep('folio')) : t('Moved from {{folio}}', keep('folio')), {
                        folio: <FolioLink to={line.transfer.folio} linkOf={linkOf}>{line.transfer.label}</FolioLink>,
                      })}
                    </p>
                  ) : null}
                  {line.reason ? <p className="text-xs text-muted-foreground">{t('Reason: {{reason}}', { reason: line.reason })}</p> : null}
                  <p className="text-xs text-muted-foreground sm:hidden">
                    {[t(LINE_KIND_LABELS[line.kind]), line.category ? t(CATEGORY_LABELS[line.category]) : null].filter(Boolean).join(' · ')}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {[line.source?.number !== line.description ? line.source?.number : null, line.journal, line.postedBy].filter(Boolean).join(' · ')}
                  </p>
                </td>
                <td className={cn('px-3 py-2 whitespace-nowrap', kindColumn)}>
                  {t(LINE_KIND_LABELS[line.kind])}
                  {line.category ? <span className="block text-xs text-muted-foreground">{t(CATEGORY_LABELS[line.category])}</span> : null}
                </td>
                <td className={num}>{money(line.debit)}</td>
                <td className={num}>{money(line.credit)}</td>
                <td className={`${num} font-medium`}>{formatMoney(line.balance)}</td>
                {onTransfer ? (
                  <td className="px-3 py-1.5 text-end">
                    {isMovable(line) ? (
                      <Button size="sm" variant="outline" onClick={() => onTransfer(line)} aria-label={t('Transfer {{description}} ({{amount}})', { description: line.description, amount: formatMoney(line.debit || line.credit) })}>
                        {t('Transfer')}
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-border font-medium">
          <tr>
            <th scope="row" colSpan={2} className="px-3 py-2 text-start">
              {folio.opening ? t('Totals (opening {{amount}})', { amount: formatMoney(folio.opening) }) : t('Totals')}
            </th>
            <td className={kindColumn} />
            <td className={num}>{formatMoney(folio.charges)}</td>
            <td className={num}>{formatMoney(folio.credits)}</td>
            <td className={num}>{formatMoney(folio.balance)}</td>
            {onTransfer ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
