import { useHotelText } from '../../i18n/hotel-text';
import type { TileGroup } from './board-model';
import { RoomTile } from './room-tile';

export interface BoardViewProps {
  /** The tile groups: "My rooms" (a housekeeper's), then the floors. */
  groups: readonly TileGroup[];
  businessDate: string;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/**
 * The tiles, one region per group with its heading and count. Groups off screen skip layout and
 * paint (`content-visibility: auto`), so a 200-room board stays quick.
 */
export function BoardView({ groups, businessDate, selected, onToggle }: BoardViewProps) {
  // One translator for every tile (a hook per tile would be hundreds of subscriptions).
  const text = useHotelText();
  const { t } = text;
  return (
    <div data-slot="housekeeping-board" className="grid gap-6">
      {groups.map((group) => (
        <section key={group.id} data-slot="board-group" data-group={group.id} aria-labelledby={`board-group-${group.id}`} className="grid gap-3 [contain-intrinsic-size:auto_320px] [content-visibility:auto]">
          <h2 id={`board-group-${group.id}`} className="flex items-baseline gap-2 text-base font-semibold">
            {group.id === 'mine' ? t(group.title) : group.title}
            <span className="text-sm font-normal text-muted-foreground">
              {group.rooms.length === 1 ? t('1 room') : t('{{count}} rooms', { count: group.rooms.length })}
            </span>
          </h2>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,11rem),1fr))] gap-3">
            {group.rooms.map((room) => (
              <RoomTile key={room.id} room={room} businessDate={businessDate} selected={selected.has(room.id)} onToggle={onToggle} text={text} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
