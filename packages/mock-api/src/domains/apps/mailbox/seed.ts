import type { Domain } from '../../../core/db';
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
  seed: async (tools) => (await import('./data')).buildMailbox(tools),
};
