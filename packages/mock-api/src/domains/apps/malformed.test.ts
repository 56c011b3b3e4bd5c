import { describe, expect, it } from 'vitest';
import { appsDomains } from './index';
import { appsHarness, bodyVariants, LONG, type Variant } from './testing';

/**
 * Cross-domain robustness: every sample-app call that takes an id in the query gets 10 malformed
 * ids, and every call with a JSON body gets the generic malformed bodies; each answers 4xx and
 * leaves the store deep-equal to before.
 */
const { rejects } = appsHarness(async (call) => {
  // Seed every domain first, so a rejected call cannot look like a change by seeding one.
  for (const module of Object.values(appsDomains)) {
    for (const sample of module.samples ?? []) if (sample.method === 'GET') await call('GET', sample.path, { query: sample.query });
  }
});

const samples = Object.values(appsDomains).flatMap((module) => module.samples ?? []);

const idVariants = (key: string): Variant[] => [
  { name: `no ${key}`, query: {} },
  { name: `empty ${key}`, query: { [key]: '' } },
  { name: `blank ${key}`, query: { [key]: '   ' } },
  { name: `10,000-character ${key}`, query: { [key]: LONG } },
  { name: `unknown ${key}`, query: { [key]: 'no-such-id' } },
  { name: `unicode ${key}`, query: { [key]: 'ид-😀' } },
  { name: `injection ${key}`, query: { [key]: "' OR 1=1 --" } },
  { name: `path ${key}`, query: { [key]: '../../etc/passwd' } },
  { name: `NUL ${key}`, query: { [key]: 'a\u0000b' } },
  { name: `regex ${key}`, query: { [key]: '.*' } },
];

describe.each(samples.filter((s) => s.query && ('id' in s.query) && s.method !== 'GET').map((s) => [`${s.method} ${s.path}`, s] as const))('%s', (_, sample) => {
  it.each(idVariants('id'))('rejects $name', async (variant) => {
    await rejects(sample.method, sample.path, variant);
  });
});

describe.each(samples.filter((s) => s.query && 'id' in s.query && s.method === 'GET').map((s) => [`${s.method} ${s.path}`, s] as const))('%s', (_, sample) => {
  it.each(idVariants('id'))('answers $name with 4xx', async (variant) => {
    await rejects(sample.method, sample.path, variant);
  });
});

describe.each(samples.filter((s) => s.body !== undefined && typeof s.body === 'object' && s.body !== null).map((s) => [`${s.method} ${s.path}`, s] as const))('%s', (_, sample) => {
  it.each(bodyVariants(sample.body as Record<string, unknown>))('rejects $name', async (variant) => {
    await rejects(sample.method, sample.path, variant);
  });
});

it('covers every call with input', () => {
  expect(samples.filter((s) => s.body !== undefined || s.query?.id !== undefined).length).toBeGreaterThan(40);
});
