/**
 * Mock API speed: search + sort + page over 10,000 contacts, products and mails (budget: median
 * ≤ 5 ms each, in Node), and the cost of the first call of a domain (its seed is built on first use).
 * Run: npm run bench -w @hotel/mock-api
 */
import '../../../scripts/node20-polyfills.mjs';
import { getResponse } from 'msw';
import { createMockApi } from '../src/create-mock-api';

const api = createMockApi({ delays: 0 });
const { accessToken } = await api.sessionFor('admin');
const headers = { Authorization: `Bearer ${accessToken}` };

async function call(path: string): Promise<void> {
  const response = await getResponse(api.handlers, new Request(`http://localhost/${path}`, { headers }));
  if (!response || !response.ok) throw new Error(`${path} answered ${response?.status}`);
  await response.arrayBuffer();
}

async function time(label: string, path: () => string, runs = 30, budget = 5): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call(path());
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  const verdict = median <= budget ? 'ok  ' : 'OVER';
  console.log(`${verdict} ${label.padEnd(52)} median ${median.toFixed(2).padStart(7)} ms  (budget ${budget} ms)`);
}

// Swap in the 10,000-record data sets through the `many` scenarios.
const many = (domain: string) => api.scenarios[domain]?.many ?? [];
api.handlers.unshift(...many('contacts'), ...many('inventory'), ...many('mailbox'));

const first = performance.now();
await call('api/apps/contacts/all');
console.log(`first contacts call (seed built on demand): ${(performance.now() - first).toFixed(1)} ms`);

const words = ['an', 'mar', 'el', 'son', 'ia', 'x'];
let i = 0;
const next = () => words[i++ % words.length] ?? 'a';
await time('contacts: search by name (10,000)', () => `api/apps/contacts/search?query=${next()}`);
await time('inventory: search + sort by price + page (10,000)', () => `api/apps/ecommerce/inventory/products?search=${next()}&sort=price&order=desc&page=2&size=25`);
await time('inventory: sort by name + last page (10,000)', () => `api/apps/ecommerce/inventory/products?sort=name&order=asc&page=399&size=25`);
await time('mailbox: inbox page 3 (10,000)', () => 'api/apps/mailbox/mails?folder=inbox&page=3');
