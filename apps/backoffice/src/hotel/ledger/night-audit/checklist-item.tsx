import type { ReactNode } from 'react';
import { Alert, Button } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import type { ChecklistAction, ChecklistItemState } from './use-night-audit';

/** A move offered on a checklist item. */
export interface ItemAction {
  action: ChecklistAction;
  /** Visible label ('Check in'), in the user's language. */
  label: string;
  /** Accessible name of the move on an item ('Check in RES-00471'), in the user's language. */
  name: (number: string) => string;
  variant?: 'default' | 'outline';
}

export interface ChecklistItemProps {
  /** Stay or docket number (RES-00471, ORD-00001). */
  number: string;
  /** First line: who or where. */
  title: string;
  /** Second line: room and dates, or the docket's point of sale. */
  detail: ReactNode;
  /** Figures and notes at the end of the row (balance, amount, what to do). */
  aside?: ReactNode;
  /** The moves the signed-in role may make here. */
  actions: readonly ItemAction[];
  /** Links at the end of the row (the folio, the docket screen). */
  links?: ReactNode;
  /** The move in flight or the server's refusal. */
  state: ChecklistItemState | undefined;
  /** Disables every move (the audit is running). */
  disabled: boolean;
  /** Makes a move. */
  onAct: (action: ChecklistAction) => void;
}

/** One stay or docket of the checklist with its moves; a refusal shows the server's message under it. */
export function ChecklistItem({ number, title, detail, aside, actions, links, state, disabled, onAct }: ChecklistItemProps) {
  const { t, tm } = useHotelText();
  return (
    <li data-slot="checklist-item" data-state={state?.busy ? 'busy' : state?.error ? 'refused' : 'open'} className="grid gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="font-medium text-foreground [overflow-wrap:anywhere]">
            {title} <span className="font-mono text-xs text-muted-foreground">{number}</span>
          </p>
          <p className="text-sm text-muted-foreground">{detail}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {aside}
          {actions.map((item) => (
            <Button
              key={item.action}
              size="sm"
              variant={item.variant ?? 'default'}
              aria-label={item.name(number)}
              disabled={disabled || state?.busy !== undefined}
              onClick={() => onAct(item.action)}
            >
              {state?.busy === item.action ? t('Working…') : item.label}
            </Button>
          ))}
          {links}
        </div>
      </div>
      {state?.error ? (
        <Alert variant="error" title={t('{{number}}: refused, nothing changed', { number })}>
          {tm(state.error)}
        </Alert>
      ) : null}
    </li>
  );
}
