import type { SeedTools } from '../../../core/db';
import type { Mail, MailAttachment } from '../contracts';
import type { MailboxState } from './seed';

export const mailId = (index: number): string => `3a11a000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

const FOLDERS = [
  ['inbox', 'Inbox', 'heroicons-outline:inbox'],
  ['sent', 'Sent', 'heroicons-outline:paper-airplane'],
  ['drafts', 'Drafts', 'heroicons-outline:document'],
  ['spam', 'Spam', 'heroicons-outline:exclamation-triangle'],
  ['trash', 'Trash', 'heroicons-outline:trash'],
] as const;

const SENDERS = [
  'Myra Dudley', 'Kenji Watanabe', 'Fatou Diallo', 'Sebastián Navarro', 'Anneliese Vogel', 'Rohan Kapoor', 'Maëlle Girard',
  'Oksana Shevchenko', 'Thabo Nkosi', 'Lucía Romero', 'Eitan Levi', 'Siobhán Walsh', 'Arjun Nair', 'Björk Sigurðardóttir',
];
const SUBJECTS = [
  'Invoice #{n} for the conference package', 'Group booking: 24 rooms in March', 'Re: Late check-out request', 'Menu tasting on Thursday?',
  'Your payment was received', 'Fwd: Supplier price list {y}', 'Welcome to the forum', 'Account statement — {m}', 'Réservation confirmée — chambre 214',
  'Anfrage: Tagungsraum für 40 Personen', 'Wedding rehearsal dinner', 'Maintenance window tonight 02:00–03:00', 'Lost & found: black umbrella',
  'Quarterly occupancy report', 'Can we move the meeting?',
];
const BODIES = [
  'Hi,\n\nPlease find attached the invoice for last month. Let me know if anything looks off.\n\nBest regards,\n{from}',
  'Hello,\n\nWe would like to book 24 rooms for the second week of March for our sales kick-off.\nCould you send us a quote with breakfast included?\n\nThanks,\n{from}',
  'Dear team,\n\nThank you for a wonderful stay! Would a late check-out at 2 pm be possible tomorrow?\n\nKind regards,\n{from}',
  'Hi!\n\nThe chef suggests Thursday at 4 pm for the tasting. Six courses, wine pairing optional.\n\n{from}',
  'Bonjour,\n\nNous confirmons votre réservation. Le petit-déjeuner est servi de 7h à 10h30.\n\nCordialement,\n{from}',
];
const ATTACHMENTS: MailAttachment[] = [
  { type: 'application/pdf', name: 'invoice.pdf', size: 182_374, preview: 'images/apps/mailbox/attachment-pdf.svg', downloadUrl: 'images/apps/mailbox/attachment-pdf.svg' },
  { type: 'image/jpeg', name: 'lobby.jpg', size: 548_112, preview: 'images/apps/mailbox/attachment-photo-1.svg', downloadUrl: 'images/apps/mailbox/attachment-photo-1.svg' },
  { type: 'image/png', name: 'floor-plan.png', size: 92_003, preview: 'images/apps/mailbox/attachment-photo-2.svg', downloadUrl: 'images/apps/mailbox/attachment-photo-2.svg' },
];
const email = (name: string) =>
  `${name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '')}@mail.test`;

/** Exactly `count` true values among `n`, shuffled. */
const exactly = (rng: SeedTools['rng'], n: number, count: number) => rng.shuffle(Array.from({ length: n }, (_, i) => i < count));

export function buildMailbox({ rng, now }: SeedTools): MailboxState {
  const folders = FOLDERS.map(([slug, title, icon]) => ({ id: `mail-folder-${slug}`, slug, title, icon }));
  const filters = [
    { id: 'mail-filter-starred', slug: 'starred' as const, title: 'Starred', icon: 'heroicons-outline:star' },
    { id: 'mail-filter-important', slug: 'important' as const, title: 'Important', icon: 'heroicons-outline:exclamation-circle' },
  ];
  const labels = (
    [['Personal', 'blue'], ['Work', 'indigo'], ['Payments', 'red'], ['Invoices', 'teal'], ['Accounts', 'purple'], ['Forums', 'green']] as const
  ).map(([title, color], i) => ({ id: `mail-label-${i + 1}`, title, slug: title.toLowerCase(), color }));
  const plan: [string, number][] = [['inbox', 45], ['sent', 17], ['drafts', 7], ['spam', 13], ['trash', 18]];
  const folderOf = rng.shuffle(plan.flatMap(([slug, n]) => Array<string>(n).fill(slug)));
  const starred = exactly(rng, 100, 56);
  const important = exactly(rng, 100, 47);
  const inboxUnread = exactly(rng, 45, 27);
  let inboxIndex = 0;
  let time = now.getTime() - 25 * 60 * 1000;
  const mails: Mail[] = folderOf.map((slug, i) => {
    time -= rng.int(20, 900) * 60 * 1000;
    const outgoing = slug === 'sent' || slug === 'drafts';
    const sender = rng.pick(SENDERS);
    const me = 'me <admin@hotel.test>';
    const cc = rng.chance(0.3) ? [`${rng.pick(SENDERS)} <${email(rng.pick(SENDERS))}>`] : undefined;
    const bcc = rng.chance(0.1) ? [`Archive <archive@hotel.test>`] : undefined;
    const subject = rng.pick(SUBJECTS).replace('{n}', String(rng.int(1000, 9999))).replace('{y}', String(now.getUTCFullYear())).replace('{m}', new Date(time).toISOString().slice(0, 7));
    const mail: Mail = {
      id: mailId(i),
      type: 'mail',
      from: outgoing ? { avatar: null, contact: 'Amara Okafor <admin@hotel.test>' } : { avatar: `images/avatars/${rng.pick(['female', 'male'])}-${String(rng.int(1, 20)).padStart(2, '0')}.svg`, contact: `${sender} <${email(sender)}>` },
      to: outgoing ? `${sender} <${email(sender)}>` : me,
      date: new Date(time).toISOString(),
      subject,
      content: rng.pick(BODIES).replace('{from}', outgoing ? 'Amara' : (sender.split(' ')[0] ?? sender)),
      attachments: rng.chance(0.25) ? rng.shuffle(ATTACHMENTS).slice(0, rng.int(1, 3)) : [],
      starred: starred[i] ?? false,
      important: important[i] ?? false,
      unread: slug === 'inbox' ? (inboxUnread[inboxIndex++] ?? false) : false,
      folder: `mail-folder-${slug}`,
      labels: rng.shuffle(labels.map((l) => l.id)).slice(0, rng.pick([0, 0, 1, 1, 2])),
    };
    if (cc) mail.cc = cc;
    if (bcc) mail.bcc = bcc;
    return mail;
  });
  return { settings: { messageLayout: 'right' }, folders, filters, labels, mails };
}

/** `count` inbox mails for the "many" scenario and the bench. */
export function manyMails(count: number, now: Date): Mail[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `mail-many-${i + 1}`,
    type: 'mail' as const,
    from: { avatar: null, contact: `Sender ${i + 1} <sender${i + 1}@mail.test>` },
    to: 'me <admin@hotel.test>',
    date: new Date(now.getTime() - i * 60_000).toISOString(),
    subject: `Message number ${i + 1}`,
    content: `Body of message ${i + 1}.\nSecond line.`,
    attachments: [],
    starred: i % 7 === 0,
    important: i % 11 === 0,
    unread: i % 3 === 0,
    folder: 'mail-folder-inbox',
    labels: [],
  }));
}

export function longTextMails(now: Date): Mail[] {
  return manyMails(3, now).map((m, i) => ({
    ...m,
    from: { avatar: null, contact: `${'Bartholomew Maximilian Featherstonehaugh-Cholmondeley '.repeat(2)}<a.really.long.address.${i}@an-extremely-long-domain-name.example.com>` },
    subject: `${'A subject line that goes on and on without a break '.repeat(5)}${i}`,
    content: `${'A paragraph of a very long mail. '.repeat(200)}\n\n${'Averyveryverylongwordwithoutanyspaces'.repeat(10)}`,
    cc: Array.from({ length: 30 }, (_, k) => `Person ${k} <person${k}@mail.test>`),
  }));
}

/** Inbox mails whose content is HTML from data, hostile parts included (render only through SafeHtml). */
export function htmlMails(now: Date): Mail[] {
  const [first, second] = manyMails(2, now);
  if (!first || !second) return [];
  return [
    {
      ...first,
      id: 'mail-html-1',
      subject: 'Menu for the <b>gala</b> dinner',
      content:
        '<h2>Gala dinner</h2><p><strong>Starter</strong>, <em>main</em> and a <a href="https://example.com/menu">menu link</a>; <a href="javascript:alert(1)">a bad link</a>.</p><ul><li>Soup</li><li>Sea bass</li></ul><p><img src="images/apps/mailbox/attachment-photo-1.svg"></p><script>alert(1)</script><img src="x" onerror="alert(1)"><p style="color:red">No styles.</p>',
      attachments: ATTACHMENTS.slice(0, 2),
    },
    { ...second, id: 'mail-html-2', subject: '<img src=x onerror=alert(1)>', content: 'Plain text, with <angle brackets> & ampersands.\nSecond line.' },
  ];
}
