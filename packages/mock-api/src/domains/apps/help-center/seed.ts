import * as z from 'zod/mini';
import type { Domain } from '../../../core/db';
import { rows, str } from '../../../core/stored';
import type { Faq, FaqCategory, Guide, GuideCategory } from '../contracts';

export interface HelpCenterState {
  faqCategories: FaqCategory[];
  faqs: Faq[];
  guideCategories: GuideCategory[];
  guides: Guide[];
}

/** 5 FAQ categories with 29 FAQs, 5 guide categories with 27 guides. */
export const helpCenterDomain: Domain<HelpCenterState> = {
  name: 'apps.help-center',
  schema: z.object({
    faqCategories: rows({ slug: str, title: str }),
    faqs: rows({ categoryId: str, question: str, answer: str }),
    guideCategories: rows({ slug: str, title: str }),
    guides: rows({ categoryId: str, slug: str, title: str, subtitle: str }),
  }),
  seed: async () => (await import('./data')).buildHelpCenter(),
};
