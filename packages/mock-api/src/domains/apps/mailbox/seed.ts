import * as z from 'zod/mini';
import type { Domain } from '../../../core/db';
import { anyObject, bool, nullableStr, rows, str, strs } from '../../../core/stored';
import type { Mail, MailFilter, MailFolder, MailLabel, MailSettings } from '../contracts';

export interface MailboxState {
  settings: MailSettings;
  folders: Omit<MailFolder, 'count'>[];
  filters: MailFilter[];
  labels: MailLabel[];
  mails: Mail[];
}

/** 100 mails (inbox 45 with 27 unread, sent 17, drafts 7, spam 13, trash 18; 56 starred; 47 important). */
export const mailboxDomain: Domain<MailboxState> = {
  name: 'apps.mailbox',
  schema: z.object({
    settings: z.object({ messageLayout: z.enum(['left', 'right', 'full']) }),
    folders: rows({ title: str, slug: str, icon: str }),
    filters: rows({ title: str, slug: str, icon: str }),
    labels: rows({ title: str, slug: str, color: str }),
    mails: rows({ from: z.object({ avatar: nullableStr, contact: str }), to: str, date: str, subject: str, content: str, attachments: z.array(anyObject), starred: bool, important: bool, unread: bool, folder: str, labels: strs }),
  }),
  seed: async (tools) => (await import('./data')).buildMailbox(tools),
};
