import { sampleApp } from '../../../core/auth';
import type { DomainModule } from '../../../core/module';
import { dataScenario, replaceItems } from '../shared';
import { contactsHandlers } from './handlers';
import { contactsDomain, contactTagsDomain } from './seed';

const all = '*/api/apps/contacts/*';
const FIRST = 'c0ffee00-0000-4000-8000-000000000001';
const SECOND = 'c0ffee00-0000-4000-8000-000000000002';

/** Contacts sample app: `api/apps/contacts/*`. */
export const contactsModule: DomainModule = sampleApp('Contacts', '*/api/apps/contacts', {
  handlers: contactsHandlers,
  readPaths: ['*/api/apps/contacts/all', '*/api/apps/contacts/search', '*/api/apps/contacts/contact', '*/api/apps/contacts/countries', '*/api/apps/contacts/tags'],
  scenarios: (ctx) => {
    const happy = contactsHandlers(ctx);
    const data = () => import('./data');
    return {
      empty: [
        ...dataScenario(ctx, all, contactsDomain, () => [], replaceItems, []),
        ...dataScenario(ctx, all, contactTagsDomain, () => [], replaceItems, happy),
      ],
      many: dataScenario(ctx, all, contactsDomain, async () => (await data()).manyContacts(10_000), replaceItems, happy),
      longText: dataScenario(ctx, all, contactsDomain, async () => (await data()).longTextContacts(), replaceItems, happy),
      html: dataScenario(ctx, all, contactsDomain, async () => (await data()).htmlContacts(), replaceItems, happy),
    };
  },
  samples: [
    { method: 'GET', path: 'api/apps/contacts/all' },
    { method: 'GET', path: 'api/apps/contacts/search', query: { query: 'an' } },
    { method: 'GET', path: 'api/apps/contacts/countries' },
    { method: 'GET', path: 'api/apps/contacts/tags' },
    { method: 'GET', path: 'api/apps/contacts/contact', query: { id: FIRST } },
    { method: 'POST', path: 'api/apps/contacts/contact' },
    { method: 'PATCH', path: 'api/apps/contacts/contact', body: { id: FIRST, contact: { title: 'General Manager', tags: ['contact-tag-2'] } } },
    { method: 'DELETE', path: 'api/apps/contacts/contact', query: { id: SECOND } },
    { method: 'POST', path: 'api/apps/contacts/avatar', form: { id: FIRST, avatar: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) } },
    { method: 'POST', path: 'api/apps/contacts/tag', body: { tag: { title: 'Suppliers' } } },
    { method: 'PATCH', path: 'api/apps/contacts/tag', body: { id: 'contact-tag-1', tag: { title: 'Colleagues' } } },
    { method: 'DELETE', path: 'api/apps/contacts/tag', query: { id: 'contact-tag-7' } },
  ],
});
