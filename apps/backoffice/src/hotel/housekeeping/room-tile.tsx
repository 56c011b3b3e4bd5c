import { memo } from 'react';
import { cva } from 'class-variance-authority';
import type { HousekeepingRoom } from '@hotel/domain';
import { Badge, Checkbox, Icon } from '@hotel/ui';
import type { HotelText } from '../../i18n/hotel-text';
import { OCCUPANCY_LOOK, shortDate, STATE_LOOK } from './board-model';

export const roomTileVariants = cva(
  'relative flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-3 text-sm shadow-xs transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
  {
    variants: {
      selected: { true: 'border-primary bg-accent/40', false: 'border-border' },
    },
    defaultVariants: { selected: false },
  },
);

export interface RoomTileProps {
  room: HousekeepingRoom;
  /** The business date: a stay leaving or arriving on it reads "today". */
  businessDate: string;
  selected: boolean;
  /** Toggles the tile's selection (the checkbox, Space on it, or a click on the tile). */
  onToggle: (id: string) => void;
  /** The board's translator (one for all tiles; the same object while the language stays). */
  text: HotelText;
}

const when = (date: string, businessDate: string, { t, language }: HotelText) => (date.slice(0, 10) === businessDate ? t('today') : shortDate(date, language));

/**
 * One room on the housekeeping board: its number and category, its housekeeping state and its
 * occupancy (each as text and an icon, never colour alone), the stay, the housekeeper, and for an
 * out-of-order room its reason and dates. The whole tile is the checkbox's label, so a click on it
 * selects; the checkbox takes the focus and Space.
 */
function RoomTileImpl({ room, businessDate, selected, onToggle, text }: RoomTileProps) {
  const { t } = text;
  const id = `room-tile-${room.id}`;
  return (
    <li data-slot="room-tile" data-id={room.id} data-state={room.housekeeping} data-occupancy={room.occupancy} data-selected={selected || undefined} aria-label={t('Room {{room}}', { room: room.number })} className={roomTileVariants({ selected })}>
      <div className="flex items-start gap-2">
        <Checkbox id={id} checked={selected} onCheckedChange={() => onToggle(room.id)} aria-label={t('Select room {{room}}', { room: room.number })} className="mt-1" />
        <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
          <span className="block text-base font-semibold leading-tight">{room.number}</span>
          <span data-slot="room-category" className="block break-words text-xs text-muted-foreground">{room.category}</span>
        </label>
      </div>
      <TileDetails room={room} businessDate={businessDate} text={text} />
    </li>
  );
}

/** The tile's state, occupancy, stay, out-of-order and housekeeper lines: memoised apart, so a selection change repaints only the checkbox and the frame. */
const TileDetails = memo(function TileDetails({ room, businessDate, text }: Pick<RoomTileProps, 'room' | 'businessDate' | 'text'>) {
  const { t } = text;
  const state = STATE_LOOK[room.housekeeping];
  const occupancy = OCCUPANCY_LOOK[room.occupancy];
  return (
    <>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant={state.variant} data-slot="room-state" className="gap-1">
          <Icon name={state.icon} size="xs" />
          {t(state.label)}
        </Badge>
        <Badge variant="outline" data-slot="room-occupancy" className="gap-1">
          <Icon name={occupancy.icon} size="xs" />
          {t(occupancy.label)}
        </Badge>
      </div>
      {room.stay ? (
        <p data-slot="room-stay" className="break-words text-xs">
          <span className="font-medium">{room.stay.guest}</span>
          <span className="text-muted-foreground">
            {' · '}
            {room.occupancy === 'arriving' ? t('arrives {{when}}', { when: when(room.stay.arrivalDate, businessDate, text) }) : t('departs {{when}}', { when: when(room.stay.departureDate, businessDate, text) })}
          </span>
        </p>
      ) : null}
      {room.outOfOrder ? (
        <p data-slot="room-out-of-order" className="break-words text-xs">
          <span className="font-medium">{room.outOfOrder.reason ?? t('No reason recorded')}</span>
          <span className="block text-muted-foreground">{outOfOrderDates(room.outOfOrder, text)}</span>
        </p>
      ) : null}
      {room.housekeeper ? (
        <p data-slot="room-housekeeper" className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
          <Icon name="heroicons_outline:user-circle" size="xs" />
          <span className="break-words">{room.housekeeper.name}</span>
        </p>
      ) : null}
    </>
  );
});

/** Memoised: a selection change re-renders only the tiles whose selection changed. */
export const RoomTile = memo(RoomTileImpl);

/** "Since 20 Nov, back on 25 Nov"; "Since 20 Nov, return not known yet"; "Back on 25 Nov". */
function outOfOrderDates({ from, to }: { from: string | null; to: string | null }, { t, language }: HotelText): string {
  const since = from ? shortDate(from, language) : undefined;
  const back = to ? shortDate(to, language) : undefined;
  if (since && back) return t('Since {{from}}, back on {{to}}', { from: since, to: back });
  if (since) return t('Since {{from}}, return not known yet', { from: since });
  return back ? t('Back on {{to}}', { to: back }) : t('Return not known yet');
}
