import { SCRUMBOARD_POSITION_STEP } from '../api/scrumboard';

/** Positions at or above this trigger a renumbering (65536 × 500). */
export const POSITION_LIMIT = SCRUMBOARD_POSITION_STEP * 500;

/** What a drop changes: the items with their new positions, in order, and which ones must be sent. */
export interface PlacedItems<T> {
  /** The destination items in their new order, with new positions. */
  items: T[];
  /** The items whose position (or list) changed and must be saved: the moved item, or all of them. */
  changed: T[];
  /** True when the whole destination was renumbered 1..n × 65536 (sent as one batch). */
  renumbered: boolean;
}

/**
 * Places `moved` at `index` among `others` (the destination without the moved item, by position):
 * the midpoint of its neighbours; first → half the next; last → previous + 65536; alone → 65536.
 * When the result is not an integer or reaches 65536 × 500, every item is renumbered 1..n × 65536.
 */
export function placeItem<T extends { id: string; position: number }>(others: T[], moved: T, index: number): PlacedItems<T> {
  const at = Math.max(0, Math.min(index, others.length));
  const prev = others[at - 1];
  const next = others[at];
  const step = SCRUMBOARD_POSITION_STEP;
  const position = !prev && !next ? step : !prev && next ? next.position / 2 : prev && !next ? prev.position + step : ((prev?.position ?? 0) + (next?.position ?? 0)) / 2;
  const ordered = [...others.slice(0, at), { ...moved, position }, ...others.slice(at)];
  if (!Number.isInteger(position) || position >= POSITION_LIMIT || position <= 0) {
    const items = ordered.map((item, i) => ({ ...item, position: (i + 1) * step }));
    return { items, changed: items, renumbered: true };
  }
  const placed = ordered[at] as T;
  return { items: ordered, changed: [placed], renumbered: false };
}

/** The position of a new item added at the end. */
export const positionAtEnd = (items: { position: number }[]): number => {
  const last = items[items.length - 1];
  return last ? last.position + SCRUMBOARD_POSITION_STEP : SCRUMBOARD_POSITION_STEP;
};
