/**
 * Benchmark: the till's product search (issue 17) over 20,000 stock items, as a cashier types a
 * word letter by letter. Budget: ≤ 16 ms a keystroke (median; p95 printed), React in production
 * mode as the app ships it. What a keystroke costs is what the catalogue panel recomputes on it:
 * `searchProducts` over the prepared index (built once per catalogue, measured apart), for all
 * categories and within one. Run with `npm run bench` (or `NODE_ENV=production npx tsx
 * --conditions=@hotel/source apps/backoffice/bench/product-search.bench.ts`).
 */
import { cpus, loadavg } from 'node:os';
import { buildIndex, searchProducts, type Product } from '../src/hotel/pos/register/catalogue';

const BUDGET_MS = 16;
const ITEMS = 20_000;
const WARMUP = 3;
const RUNS = 15;
const WORDS = ['Chicken', 'Mango', 'Sparkling', 'Orange', 'Club', 'Cheese', 'Lager', 'Chocolate', 'Vanilla', 'Spicy', 'Tonic', 'Lemon', 'Coffee', 'Garden', 'Smoked', 'Fresh'];
const KINDS = ['sandwich', 'juice', 'water', 'salad', 'beer', 'cake', 'soda', 'tea', 'wrap', 'crisps', 'yoghurt', 'bar'];
const CATEGORIES = ['Bakery', 'Beverages', 'Snacks', 'Dairy', 'Frozen', 'Toiletries', 'Tobacco', 'Newspapers', 'Fruit', 'Deli'];

/** 20,000 items: two words and a size, a code, one of ten categories (a deterministic mix). */
function products(count: number): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const category = i % CATEGORIES.length;
    return {
      id: `stock-${i}`,
      name: `${WORDS[i % WORDS.length]} ${KINDS[Math.floor(i / WORDS.length) % KINDS.length]} ${(i % 9) * 50 + 100}ml ${Math.floor(i / 192)}`,
      code: `SKU${String(i).padStart(6, '0')}`,
      category: `cat-${category}`,
      categoryName: CATEGORIES[category] as string,
      priceCents: 150 + (i % 400) * 5,
      onHand: i % 17 === 0 ? 0 : (i % 50) + 1,
    };
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores (figures are only meaningful on an idle machine)`);

const items = products(ITEMS);
let start = performance.now();
const index = buildIndex(items);
console.log(`index of ${ITEMS.toLocaleString('en-US')} items built in ${(performance.now() - start).toFixed(1)} ms (once per catalogue, not per keystroke)`);

/** Types `text` letter by letter (each prefix is one keystroke's search), RUNS times after WARMUP; every keystroke's time. */
function typing(text: string, category: string | null): { times: number[]; found: number } {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    for (let n = 1; n <= text.length; n++) {
      start = performance.now();
      found = searchProducts(index, text.slice(0, n), category).length;
      if (run >= WARMUP) times.push(performance.now() - start);
    }
  }
  return { times: times.sort((a, b) => a - b), found };
}

const results = [
  ['"chicken sandwich", all categories', 'chicken sandwich', null],
  ['"sparkling water 150", all categories', 'sparkling water 150', null],
  ['"sku0199", a code', 'sku0199', null],
  ['"orange juice", one category', 'orange juice', 'cat-1'],
].map(([label, text, category]) => {
  const { times, found } = typing(text as string, (category ?? null) as string | null);
  const median = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  const ok = median <= BUDGET_MS;
  console.log(`${label}: ${times.length} keystrokes, ${found} found at the end; median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms a keystroke (budget ${BUDGET_MS} ms) ${ok ? 'OK' : 'OVER BUDGET'}`);
  return ok;
});
if (results.some((ok) => !ok)) process.exitCode = 1;
