/**
 * Benchmark: filtering a 500-item navigation (hidden rules + pruning, and role filtering).
 * Budget (issue 5): ≤ 1 ms median. Run with `npm run bench` (or `npx tsx --conditions=@hotel/source
 * packages/shell/bench/navigation.bench.ts`).
 */
import { activeTrail, filterByRoles, visibleItems } from '../src/navigation/model';
import type { ShellNavigationItem } from '../src/navigation/types';

const ROLES = ['admin', 'manager', 'auditor', 'accountant', 'receptionist', 'cashier', 'chef', 'barman'];

/** 20 groups × (1 group + 4 collapsables × (1 + 4 links) + 4 links) = 500 items, with hidden rules and roles. */
function buildMenu(): ShellNavigationItem[] {
  const menu: ShellNavigationItem[] = [];
  let n = 0;
  for (let g = 0; g < 20; g++) {
    const children: ShellNavigationItem[] = [];
    for (let c = 0; c < 4; c++) {
      const links: ShellNavigationItem[] = [];
      for (let l = 0; l < 4; l++) {
        n++;
        links.push({
          id: `g${g}.c${c}.l${l}`,
          type: 'basic',
          title: `Link ${n}`,
          link: `/g${g}/c${c}/l${l}`,
          roles: [ROLES[n % ROLES.length]!, 'admin'],
          hidden: n % 7 === 0 ? (item) => item.title?.endsWith('0') ?? false : n % 11 === 0,
        });
      }
      n++;
      children.push({ id: `g${g}.c${c}`, type: 'collapsable', title: `Section ${c}`, children: links });
    }
    for (let l = 0; l < 4; l++) {
      n++;
      children.push({ id: `g${g}.l${l}`, type: 'basic', title: `Top ${n}`, link: `/g${g}/l${l}`, roles: [ROLES[(n + 3) % ROLES.length]!] });
    }
    n++;
    menu.push({ id: `g${g}`, type: 'group', title: `Group ${g}`, roles: [ROLES[g % ROLES.length]!, 'admin'], children });
  }
  return menu;
}

function measure(label: string, budgetMs: number, fn: () => unknown) {
  for (let i = 0; i < 200; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  const p95 = samples[Math.floor(samples.length * 0.95)]!;
  const ok = median <= budgetMs;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (budget ≤ ${budgetMs} ms median)`);
  return ok;
}

const menu = buildMenu();
const count = (items: ShellNavigationItem[]): number => items.reduce((s, i) => s + 1 + count(i.children ?? []), 0);
console.log(`navigation items: ${count(menu)}`);

const results = [
  measure('visibleItems (hidden rules + pruning), 500 items', 1, () => visibleItems(menu)),
  measure('filterByRoles (cashier), 500 items', 1, () => filterByRoles(menu, ['cashier'])),
  measure('filterByRoles (admin: keeps everything), 500 items', 1, () => filterByRoles(menu, ['admin'])),
  measure('activeTrail, 500 items', 1, () => activeTrail(menu, { pathname: '/g19/c3/l3' })),
];
if (results.includes(false)) process.exitCode = 1;
