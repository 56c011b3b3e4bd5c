import * as z from 'zod/mini';
import type { Domain } from '../../../core/db';
import { nullableStr, rows, str, strs } from '../../../core/stored';
import type { Contact, ContactTag, Country } from '../contracts';

export type { Contact, ContactTag, Country };

/** About 50 deterministic contacts (multilingual names, some without title); the data module loads on first use. */
export const contactsDomain: Domain<Contact[]> = {
  name: 'apps.contacts',
  schema: rows({
    avatar: nullableStr, background: nullableStr, name: str,
    emails: z.array(z.object({ email: str, label: str })),
    phoneNumbers: z.array(z.object({ country: str, phoneNumber: str, label: str })),
    birthday: nullableStr, address: nullableStr, notes: nullableStr, tags: strs,
  }),
  seed: async (tools) => (await import('./data')).buildContacts(tools),
};

/** The 7 seeded contact tags: Work, Friend, Family, High School, College, Baseball Team, Band. */
export const contactTagsDomain: Domain<ContactTag[]> = {
  name: 'apps.contacts.tags',
  schema: rows({ title: str }),
  seed: async () => (await import('./data')).buildContactTags(),
};
