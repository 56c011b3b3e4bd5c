import { sampleApp } from '../../../core/auth';
import type { DomainModule } from '../../../core/module';
import type { Mail } from '../contracts';
import { dataScenario, replaceItems } from '../shared';
import { mailboxHandlers } from './handlers';
import { mailboxDomain, type MailboxState } from './seed';

const all = '*/api/apps/mailbox/*';
const FIRST = '3a11a000-0000-4000-8000-000000000001';
const setMails = (live: MailboxState, mails: Mail[]) => replaceItems(live.mails, mails);

/** Mailbox sample app: `api/apps/mailbox/*`. */
export const mailboxModule: DomainModule = sampleApp('Mailbox', '*/api/apps/mailbox', {
  handlers: mailboxHandlers,
  readPaths: ['settings', 'folders', 'filters', 'labels', 'mails', 'mail'].map((p) => `*/api/apps/mailbox/${p}`),
  scenarios: (ctx) => {
    const happy = mailboxHandlers(ctx);
    const data = () => import('./data');
    return {
      empty: dataScenario(ctx, all, mailboxDomain, () => [], setMails, happy),
      many: dataScenario(ctx, all, mailboxDomain, async () => (await data()).manyMails(10_000, ctx.now()), setMails, happy),
      longText: dataScenario(ctx, all, mailboxDomain, async () => (await data()).longTextMails(ctx.now()), setMails, happy),
      html: dataScenario(ctx, all, mailboxDomain, async () => (await data()).htmlMails(ctx.now()), setMails, happy),
    };
  },
  samples: [
    { method: 'GET', path: 'api/apps/mailbox/settings' },
    { method: 'PATCH', path: 'api/apps/mailbox/settings', body: { settings: { messageLayout: 'left' } } },
    { method: 'GET', path: 'api/apps/mailbox/folders' },
    { method: 'GET', path: 'api/apps/mailbox/filters' },
    { method: 'GET', path: 'api/apps/mailbox/labels' },
    { method: 'POST', path: 'api/apps/mailbox/label', body: { label: { title: 'Travel Agents', color: 'orange' } } },
    { method: 'PATCH', path: 'api/apps/mailbox/label', body: { id: 'mail-label-1', label: { title: 'Private' } } },
    { method: 'DELETE', path: 'api/apps/mailbox/label', query: { id: 'mail-label-6' } },
    { method: 'GET', path: 'api/apps/mailbox/mails', query: { folder: 'inbox', page: '1' } },
    { method: 'GET', path: 'api/apps/mailbox/mail', query: { id: FIRST } },
    { method: 'PATCH', path: 'api/apps/mailbox/mail', body: { id: FIRST, mail: { starred: true, unread: false } } },
    { method: 'POST', path: 'api/apps/mailbox/mail', body: { mail: { to: ['Lucas Moreau <manager@hotel.test>'], subject: 'Rota', content: 'Hi Lucas,\nthe rota is attached.' } } },
  ],
});
