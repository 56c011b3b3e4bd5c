import type { Domain } from '../../../core/db';
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
  seed: async () => (await import('./data')).buildHelpCenter(),
};
