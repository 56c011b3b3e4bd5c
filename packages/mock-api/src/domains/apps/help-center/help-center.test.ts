import { describe, expect, it } from 'vitest';
import { appsHarness, LONG, type Variant } from '../testing';

const { call, rejects } = appsHarness(async (call) => {
  await call('GET', 'api/apps/help-center/faqs');
});
const P = 'api/apps/help-center';
type Cat = { slug: string; faqs?: { answer: string }[]; guides?: { slug: string; content?: string }[]; visibleGuides?: number; totalGuides?: number };

describe('help centre', () => {
  it('answers 5 FAQ categories with 29 FAQs of two paragraphs', async () => {
    const { body } = await call<Cat[]>('GET', `${P}/faqs`);
    expect(body.map((c) => c.slug)).toEqual(['most-asked', 'general-inquiries', 'licenses', 'payments', 'support']);
    const faqs = body.flatMap((c) => c.faqs ?? []);
    expect(faqs).toHaveLength(29);
    for (const f of faqs) expect(f.answer.split('\n\n')).toHaveLength(2);
  });

  it('answers one FAQ category by slug, [] for an unknown slug', async () => {
    const { body } = await call<Cat[]>('GET', `${P}/faqs`, { query: { slug: 'payments' } });
    expect(body.map((c) => c.slug)).toEqual(['payments']);
    expect((await call('GET', `${P}/faqs`, { query: { slug: 'nope' } })).body).toEqual([]);
  });

  it.each([[undefined, 5], ['4', 4], ['1', 1], ['100', 100]])('guides with limit %s show at most that many per category', async (limit, expected) => {
    const { body } = await call<Cat[]>('GET', `${P}/guides`, { query: limit ? { limit } : {} });
    expect(body.map((c) => c.slug)).toEqual(['getting-started', 'projects', 'settings', 'payments', 'your-account']);
    expect(body.reduce((n, c) => n + (c.totalGuides ?? 0), 0)).toBe(27);
    for (const c of body) {
      expect(c.visibleGuides).toBe(expected);
      expect(c.guides).toHaveLength(Math.min(expected, c.totalGuides ?? 0));
    }
  });

  it('answers all guides of one category by slug, without the counts', async () => {
    const [category] = (await call<Cat[]>('GET', `${P}/guides`, { query: { slug: 'getting-started' } })).body;
    expect(category?.guides).toHaveLength(7);
    expect(category).not.toHaveProperty('visibleGuides');
  });

  it('answers one guide with rich HTML content; null for unknown slugs', async () => {
    const { body } = await call<Cat>('GET', `${P}/guide`, { query: { categorySlug: 'getting-started', guideSlug: 'what-is-this-app' } });
    expect(body.guides).toHaveLength(1);
    const html = body.guides?.[0]?.content ?? '';
    for (const tag of ['<h2>', '<p>', '<ul>', '<ol>', '<blockquote>', '<pre><code>', '<dl>', '<img src="images/']) expect(html).toContain(tag);
    expect((await call('GET', `${P}/guide`, { query: { categorySlug: 'getting-started', guideSlug: 'nope' } })).body).toBeNull();
    expect((await call('GET', `${P}/guide`)).body).toBeNull();
  });

  it.each<Variant>([
    { name: 'limit 0', query: { limit: '0' } },
    { name: 'negative limit', query: { limit: '-1' } },
    { name: 'NaN limit', query: { limit: 'NaN' } },
    { name: 'huge limit', query: { limit: '1000000' } },
    { name: 'long slug', query: { slug: LONG } },
  ])('GET guides rejects $name', async (v) => {
    await rejects('GET', `${P}/guides`, v);
  });
});
