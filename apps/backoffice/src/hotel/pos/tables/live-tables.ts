import { SCREENS, toCents, UNSETTLED_DOCKET_STAGES, type Docket, type DocketStage, type PosScreen } from '@hotel/domain';

/*
 * The live tables' pure part: the unsettled dockets grouped by outlet, then table (dockets without
 * a table at the "Counter"), with totals in cents. No React here: the view and the tests share it.
 */

/** What the live tables show of a docket. */
export interface TableDocket {
  id: string;
  docketNo: string;
  stage: DocketStage;
  channel: string;
  waiter: string;
  /** Units on it (sum of the lines' quantities). */
  items: number;
  /** Lines on it (an open docket with none cannot be sent). */
  lines: number;
  /** What is due, in cents. */
  totalCents: number;
  /** Opened at, in ms since the epoch. */
  openedAt: number;
}

/** A table (or the counter) of an outlet with its dockets, oldest first. */
export interface TableGroup {
  /** The table's name; null for the counter. */
  table: string | null;
  /** "Table T4" or "Counter". */
  label: string;
  dockets: TableDocket[];
  totalCents: number;
}

/** An outlet with its tables, in table order (the counter last). */
export interface OutletGroup {
  id: string;
  name: string;
  tables: TableGroup[];
  dockets: number;
  totalCents: number;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The heading of a table: "Table T4", or "Counter" for dockets without one. */
export function tableLabel(table: string | null): string {
  return table ? `Table ${table}` : 'Counter';
}

function tableDocketOf(docket: Docket): TableDocket {
  const opened = Date.parse(docket.date);
  return {
    id: docket.id,
    docketNo: docket.docketNo,
    stage: docket.stage,
    channel: docket.channel,
    waiter: docket.waiter,
    items: docket.quantity,
    lines: docket.lines.length,
    totalCents: toCents(docket.amount) ?? 0,
    openedAt: Number.isNaN(opened) ? 0 : opened,
  };
}

/**
 * The unsettled dockets (open, sent, served; of `channel` when given) by outlet (by name), then
 * table (natural order, the counter last), each table's dockets oldest first; totals per table and
 * outlet in cents. `outlets` maps point-of-sale ids to names (the list's labels).
 */
export function groupTables(dockets: readonly Docket[], outlets: Readonly<Record<string, string>> = {}, channel?: string): OutletGroup[] {
  const byOutlet = new Map<string, Map<string, TableGroup>>();
  for (const docket of dockets) {
    if (!UNSETTLED_DOCKET_STAGES.includes(docket.stage)) continue;
    if (channel && docket.channel !== channel) continue;
    const tables = byOutlet.get(docket.pointOfSale) ?? byOutlet.set(docket.pointOfSale, new Map()).get(docket.pointOfSale);
    if (!tables) continue;
    const table = docket.table?.trim() || null;
    const key = table ?? '';
    let group = tables.get(key);
    if (!group) {
      group = { table, label: tableLabel(table), dockets: [], totalCents: 0 };
      tables.set(key, group);
    }
    const row = tableDocketOf(docket);
    group.dockets.push(row);
    group.totalCents += row.totalCents;
  }
  const groups: OutletGroup[] = [];
  for (const [id, tables] of byOutlet) {
    const list = [...tables.values()].sort((a, b) => (a.table === null ? 1 : b.table === null ? -1 : collator.compare(a.table, b.table)));
    for (const table of list) table.dockets.sort((a, b) => a.openedAt - b.openedAt || collator.compare(a.docketNo, b.docketNo));
    groups.push({
      id,
      name: outlets[id] ?? id,
      tables: list,
      dockets: list.reduce((sum, table) => sum + table.dockets.length, 0),
      totalCents: list.reduce((sum, table) => sum + table.totalCents, 0),
    });
  }
  return groups.sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** The till (register screen) of a channel: mini-mart, eatery or tablet; undefined for the others. */
export function registerOf(channel: string): PosScreen | undefined {
  return SCREENS.find((screen): screen is PosScreen => screen.kind === 'pos' && screen.view === 'register' && screen.channel === channel);
}

/** The link that opens a docket in its channel's till: `<register path>?docket=<id>`. */
export function tillLink(register: Pick<PosScreen, 'path'>, docketId: string): string {
  return `${register.path}?docket=${encodeURIComponent(docketId)}`;
}
