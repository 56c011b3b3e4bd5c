import { http, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { readQuery } from '../../../core/validate';
import { q } from '../../../core/query';
import { helpCenterDomain } from './seed';

const base = '*/api/apps/help-center';
const slug = z.optional(z.string().check(z.maxLength(200, 'slug is too long')));

/** Help centre (spec 001 section 7). Unknown slugs answer an empty result (spec section 5). */
export function helpCenterHandlers(ctx: MockContext, content: () => Promise<string> = async () => (await import('./data')).GUIDE_CONTENT): HttpHandler[] {
  const state = () => ctx.db.get(helpCenterDomain);
  return [
    http.get(`${base}/faqs`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const query = readQuery(request, z.object({ slug }));
      const s = await state();
      return s.faqCategories
        .filter((c) => !query.slug || c.slug === query.slug)
        .map((c) => ({ ...c, faqs: s.faqs.filter((f) => f.categoryId === c.id) }));
    })),
    http.get(`${base}/guides`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const query = readQuery(request, z.object({ slug, limit: z.optional(q.int(1, 1000)) }));
      const s = await state();
      if (query.slug) {
        return s.guideCategories.filter((c) => c.slug === query.slug).map((c) => ({ ...c, guides: s.guides.filter((g) => g.categoryId === c.id) }));
      }
      const limit = query.limit ?? 5;
      return s.guideCategories.map((c) => {
        const guides = s.guides.filter((g) => g.categoryId === c.id);
        return { ...c, visibleGuides: limit, totalGuides: guides.length, guides: guides.slice(0, limit) };
      });
    })),
    http.get(`${base}/guide`, route(ctx, async ({ request }) => {
      await requireUser(ctx, request);
      const query = readQuery(request, z.object({ categorySlug: slug, guideSlug: slug }));
      const s = await state();
      const category = s.guideCategories.find((c) => c.slug === query.categorySlug);
      const guide = category && s.guides.find((g) => g.categoryId === category.id && g.slug === query.guideSlug);
      if (!category || !guide) return null;
      return { ...category, guides: [{ ...guide, content: await content() }] };
    })),
  ];
}
