import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { chartRows } from '/work/wt/apps/backoffice/src/hotel/tape-chart/model';
import { generateChart } from '/work/wt/apps/backoffice/src/hotel/tape-chart/story-data';
import { TapeGrid } from '/work/wt/apps/backoffice/src/hotel/tape-chart/tape-grid';
const chart = generateChart({ from: '2026-12-01', days: 90, rooms: 200, stays: 5000 });
const rows = chartRows(chart.rooms ?? [], 'floor');
const order = rows.flatMap((row) => (row.kind === 'room' ? [row.room.id] : []));
const go = (stays: any[]) => renderToString(createElement(TapeGrid, { label: 'x', rows, order, stays, blocks: [], days: chart.days, geometry: { roomWidth: 72, headerHeight: 40, rowHeight: 36, dayWidth: 32 }, roomNumber: (id: string) => id, initialRect: { width: 1440, height: 900 } }));
for (const [name, stays] of [['none', []], ['all', chart.stays]] as const) {
  for (let i = 0; i < 5; i++) go(stays as any[]);
  const t = performance.now(); for (let i = 0; i < 10; i++) go(stays as any[]); console.log(name, ((performance.now() - t) / 10).toFixed(1), 'ms', go(stays as any[]).length, 'chars');
}
