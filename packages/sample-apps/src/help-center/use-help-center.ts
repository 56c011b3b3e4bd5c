import {
  HELP_CENTER_GUIDES_LIMIT,
  helpCenterEndpoints,
  type FaqCategoryWithFaqs,
  type GuideCategoryWithGuide,
  type GuideCategoryWithGuides,
} from '../api/help-center';
import { useResource } from '../example/use-resource';

/** Where the help centre is mounted. */
export const HELP_CENTER_BASE = '/apps/help-center';

/** FAQ categories with their FAQs; one category when `slug` is given. */
export function useFaqs(slug?: string) {
  return useResource<FaqCategoryWithFaqs[]>(`faqs:${slug ?? ''}`, (http, signal) =>
    http.get(helpCenterEndpoints.faqs, { query: { slug }, signal }),
  );
}

/** Guide categories, each with its first `limit` guides; all guides of one category when `slug` is given. */
export function useGuides(slug?: string, limit = HELP_CENTER_GUIDES_LIMIT - 1) {
  return useResource<GuideCategoryWithGuides[]>(`guides:${slug ?? ''}:${limit}`, (http, signal) =>
    http.get(helpCenterEndpoints.guides, { query: slug ? { slug } : { limit }, signal }),
  );
}

/** One guide with its HTML content, or null when either slug is unknown. */
export function useGuide(categorySlug: string, guideSlug: string) {
  return useResource<GuideCategoryWithGuide | null>(`guide:${categorySlug}/${guideSlug}`, (http, signal) =>
    http.get(helpCenterEndpoints.guide, { query: { categorySlug, guideSlug }, signal }),
  );
}
