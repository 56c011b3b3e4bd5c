import type { KeyboardEvent, PointerEvent } from 'react';
import { formatMoney, getResource, type ChartBlock, type ChartStay, type StayPaymentState } from '@hotel/domain';
import { toTitleCase } from '@hotel/ui';
import type { HotelText } from '../../i18n/hotel-text';
import { formatStayDates, type Span } from './model';

/*
 * A stay's bar and an out-of-order block, drawn inside the grid cell of their first day and as wide
 * as their nights. Colour says the stage, a left stripe and a mark the payment state (never colour only).
 */

const STAGE = {
  reserved: 'bg-primary text-primary-foreground',
  'checked-in': 'bg-accent text-accent-foreground',
  'checked-out': 'border border-border bg-card text-muted-foreground',
} as const;

/** Marks an English label for the Turkish catalog (its entry is checked); the bar translates it. */
const t = (text: string): string => text;

const PAYMENT: Record<StayPaymentState, { stripe: string; mark: string; label: string }> = {
  'deposit-unpaid': { stripe: 'border-s-warning', mark: '○', label: t('deposit unpaid') },
  paid: { stripe: 'border-s-success', mark: '●', label: t('paid') },
  'balance-due': { stripe: 'border-s-warn', mark: '!', label: t('balance due') },
};

/** Joins class names (no merging: the parts never conflict, and a chart renders hundreds of bars). */
export const cx = (...parts: (string | false | null | undefined)[]): string => parts.filter(Boolean).join(' ');

/** The classes of a bar: its stage's colours, its payment stripe, and its state while moved. */
export function stayBarVariants({ stage, payment, state, clippedStart, clippedEnd }: { stage: string; payment: StayPaymentState; state: 'idle' | 'picked' | 'ghost' | 'saving'; clippedStart: boolean; clippedEnd: boolean }) {
  return cx(
    'absolute inset-y-1 start-0.5 z-10 flex items-center overflow-hidden border-s-4 px-1.5 text-start text-xs font-medium whitespace-nowrap shadow-sm outline-none select-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-card',
    STAGE[stage as keyof typeof STAGE] ?? STAGE.reserved,
    PAYMENT[payment].stripe,
    clippedStart ? 'rounded-s-none' : 'rounded-s-md',
    clippedEnd ? 'rounded-e-none' : 'rounded-e-md',
    stage !== 'checked-out' && 'cursor-grab touch-none',
    state === 'picked' && 'z-30 cursor-grabbing ring-2 ring-ring ring-offset-1 ring-offset-card',
    state === 'saving' && 'opacity-80',
    state === 'ghost' && 'pointer-events-none z-0 border-dashed opacity-40',
  );
}

/** The stages' labels as the reservations declare them (Reserved, Checked In, Checked Out). */
const STAGE_LABEL: Record<string, string> = Object.fromEntries((getResource('room-reservations').workflow?.stages ?? []).map((stage) => [stage.id, stage.label]));

/** The label of a stay's stage as declared (English; translate it with the hotel's `t`). */
export const stageLabel = (stage: string): string => STAGE_LABEL[stage] ?? toTitleCase(stage);

/** How a stay reads aloud, in the language of `text`: number, guest, room, dates, stage and payment. */
export function stayLabel(stay: ChartStay, roomNumber: string, { t, language }: Pick<HotelText, 't' | 'language'>): string {
  const owed = stay.payment === 'balance-due' ? ` (${formatMoney(stay.balance / 100, language)})` : '';
  const stage = STAGE_LABEL[stay.stage] ? t(stageLabel(stay.stage)) : toTitleCase(stay.stage);
  return [stay.number, stay.guest ?? t('no guest'), t('room {{room}}', { room: roomNumber }), formatStayDates(stay.arrivalDate, stay.departureDate, language), stage, `${t(PAYMENT[stay.payment].label)}${owed}`].join(', ');
}

export interface StayBarProps {
  stay: ChartStay;
  span: Span;
  /** Width of a day in pixels. */
  dayWidth: number;
  /** Days the bar starts before the cell it is drawn in (the columns before are not rendered). */
  shift?: number;
  roomNumber: string;
  /** The chart's translator (one for every bar; the same object while the language stays). */
  text: Pick<HotelText, 't' | 'language'>;
  state: 'idle' | 'picked' | 'ghost' | 'saving';
  /** In the roving tab order (the one bar reached with Tab). */
  tabbable: boolean;
  /** Id of the keyboard instructions. */
  describedBy?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>, stay: ChartStay) => void;
  onFocus?: (stay: ChartStay) => void;
  /** A press on the bar (move) or on its end (resize). */
  onPointerDown?: (event: PointerEvent<HTMLElement>, stay: ChartStay, mode: 'move' | 'resize') => void;
}

/** Width of the handle at a bar's end that changes the departure, px. */
const HANDLE = 8;

/** Whether a press on a bar is on its end (the last `HANDLE` pixels, at the inline end in either direction). */
function onHandle(event: PointerEvent<HTMLElement>): boolean {
  const rect = event.currentTarget.getBoundingClientRect();
  return event.currentTarget.matches(':dir(rtl)') ? event.clientX < rect.left + HANDLE : event.clientX > rect.right - HANDLE;
}

/**
 * A stay's bar: a button (focusable, draggable) whose end changes the departure. One element and
 * its text (the chart draws hundreds while it scrolls): the end is a pseudo-element with the resize
 * cursor, and a press there is told from a press on the bar by where it lands.
 */
export function StayBar({ stay, span, dayWidth, shift = 0, roomNumber, text, state, tabbable, describedBy, onKeyDown, onFocus, onPointerDown }: StayBarProps) {
  const width = span.length * dayWidth - 4;
  const style = shift ? { width, insetInlineStart: 2 - shift * dayWidth } : { width };
  if (state === 'ghost') {
    return <span aria-hidden="true" data-slot="stay-ghost" className={stayBarVariants({ ...stay, state, ...span })} style={style} />;
  }
  const movable = stay.stage !== 'checked-out';
  const resizable = movable && !span.clippedEnd;
  const label = stayLabel(stay, roomNumber, text);
  return (
    <button
      type="button"
      data-slot="stay-bar"
      data-stay-id={stay.id}
      data-stage={stay.stage}
      data-payment={stay.payment}
      data-state={state}
      aria-label={label}
      aria-describedby={describedBy}
      aria-pressed={movable ? state === 'picked' : undefined}
      title={label}
      tabIndex={tabbable ? 0 : -1}
      className={cx(stayBarVariants({ ...stay, state, ...span }), resizable && 'after:absolute after:inset-y-0 after:end-0 after:w-2 after:cursor-ew-resize')}
      style={style}
      onKeyDown={(event) => onKeyDown?.(event, stay)}
      onFocus={() => onFocus?.(stay)}
      onPointerDown={movable ? (event) => onPointerDown?.(event, stay, resizable && onHandle(event) ? 'resize' : 'move') : undefined}
    >
      {/* The button's name is its aria-label: the mark and the name are what the eye reads. */}
      <span className="truncate">{`${PAYMENT[stay.payment].mark} ${stay.guest ?? stay.number}`}</span>
    </button>
  );
}

/** An out-of-order period: a hatched block with its reason. */
export function OutOfOrderBlock({ block, span, dayWidth, shift = 0, text: { t } }: { block: ChartBlock; span: Span; dayWidth: number; shift?: number; text: Pick<HotelText, 't'> }) {
  return (
    <span
      data-slot="out-of-order"
      title={block.to ? t('Out of order: {{reason}}; back on {{date}}', { reason: block.reason, date: block.to }) : t('Out of order: {{reason}}; return not known yet', { reason: block.reason })}
      className="absolute inset-y-1 start-0.5 z-0 flex items-center overflow-hidden rounded-md border border-dashed border-warn bg-[repeating-linear-gradient(135deg,transparent_0_6px,color-mix(in_oklab,var(--color-warn)_14%,transparent)_6px_12px)] bg-card px-1.5 text-xs whitespace-nowrap text-foreground"
      style={{ width: span.length * dayWidth - 4, ...(shift ? { insetInlineStart: 2 - shift * dayWidth } : {}) }}
    >
      <span className="truncate">{t('Out of order: {{reason}}', { reason: block.reason })}</span>
    </span>
  );
}
