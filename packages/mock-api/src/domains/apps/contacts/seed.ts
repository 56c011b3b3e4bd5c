import type { Domain } from '../../../core/db';
import type { Contact, ContactTag, Country } from '../contracts';

export type { Contact, ContactTag, Country };

/** About 50 deterministic contacts (multilingual names, some without title); the data module loads on first use. */
export const contactsDomain: Domain<Contact[]> = {
  name: 'apps.contacts',
  seed: async (tools) => (await import('./data')).buildContacts(tools),
};

/** The 7 seeded contact tags: Work, Friend, Family, High School, College, Baseball Team, Band. */
export const contactTagsDomain: Domain<ContactTag[]> = {
  name: 'apps.contacts.tags',
  seed: async () => (await import('./data')).buildContactTags(),
};
