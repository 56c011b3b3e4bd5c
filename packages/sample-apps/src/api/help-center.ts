/** Help centre sample app: the contract of `api/apps/help-center/*` (spec 001 sections 3 and 7). */

export interface FaqCategory {
  id: string;
  slug: string;
  title: string;
}

export interface Faq {
  id: string;
  categoryId: string;
  question: string;
  /** Plain text, two paragraphs separated by a blank line. */
  answer: string;
}

export interface FaqCategoryWithFaqs extends FaqCategory {
  faqs: Faq[];
}

export interface GuideCategory {
  id: string;
  slug: string;
  title: string;
}

export interface Guide {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
}

/** A category as GET guides answers it; `visibleGuides` and `totalGuides` only in the list of all categories. */
export interface GuideCategoryWithGuides extends GuideCategory {
  guides: Guide[];
  visibleGuides?: number;
  totalGuides?: number;
}

/** GET guide: the category with its one guide, which carries `content` (HTML; render through SafeHtml). */
export interface GuideCategoryWithGuide extends GuideCategory {
  guides: (Guide & { content: string })[];
}

export const HELP_CENTER_GUIDES_LIMIT = 5;

export const helpCenterEndpoints = {
  /** GET ?slug: every category with its FAQs, or that one category (an array with one entry; [] if unknown). */
  faqs: 'api/apps/help-center/faqs',
  /** GET ?slug&limit (default 5). */
  guides: 'api/apps/help-center/guides',
  /** GET ?categorySlug&guideSlug: the category with its one guide (GuideCategoryWithGuide), or null if either slug is unknown. */
  guide: 'api/apps/help-center/guide',
} as const;
