import { describe, expect, it } from 'vitest';
import type { Mail } from '../api/mailbox';
import {
  excerpt,
  formatSize,
  invalidRecipients,
  isHtmlContent,
  mailboxPath,
  mailsQuery,
  parseContact,
  parseMailboxPath,
  replyValues,
  splitRecipients,
  toDraft,
  EMPTY_COMPOSE,
} from './mail-model';

const mail: Mail = {
  id: 'm1',
  type: 'mail',
  from: { avatar: null, contact: 'Kenji Watanabe <kenji@mail.test>' },
  to: 'me <admin@hotel.test>, Fatou Diallo <fatou@mail.test>',
  cc: ['Anneliese Vogel <anneliese@mail.test>', 'admin@hotel.test'],
  date: '2026-11-20T09:15:00.000Z',
  subject: 'Group booking',
  content: 'Hello,\nwe need 24 rooms.',
  attachments: [],
  starred: false,
  important: false,
  unread: true,
  folder: 'mail-folder-inbox',
  labels: [],
};

describe('mailbox URL', () => {
  it.each([
    ['', null],
    ['/', null],
    ['/inbox', { kind: 'folder', slug: 'inbox', page: 1 }],
    ['/inbox/3', { kind: 'folder', slug: 'inbox', page: 3 }],
    ['/sent/1/abc-1', { kind: 'folder', slug: 'sent', page: 1, mailId: 'abc-1' }],
    ['/filter/starred/2', { kind: 'filter', slug: 'starred', page: 2 }],
    ['/filter/unread/1/x', { kind: 'filter', slug: 'unread', page: 1, mailId: 'x' }],
    ['/label/travel-agents/1', { kind: 'label', slug: 'travel-agents', page: 1 }],
    ['/label/caf%C3%A9/1', { kind: 'label', slug: 'café', page: 1 }],
    ['/settings', { kind: 'settings' }],
    ['/filter/spam/1', null],
    ['/inbox/0', null],
    ['/inbox/1.5', null],
    ['/inbox/abc', null],
    ['/inbox/1/m/extra', null],
    ['/label/<script>/1', null],
  ])('%j reads as %j', (path, view) => {
    expect(parseMailboxPath(path)).toEqual(view);
  });

  it('builds paths that read back the same', () => {
    for (const view of [
      { kind: 'folder', slug: 'drafts' },
      { kind: 'filter', slug: 'important' },
      { kind: 'label', slug: 'café' },
    ] as const) {
      expect(parseMailboxPath(`/${mailboxPath(view, 7, 'id-9')}`)).toEqual({ ...view, page: 7, mailId: 'id-9' });
    }
    expect(mailboxPath({ kind: 'label', slug: 'work' }, 2)).toBe('label/work/2');
  });

  it('turns a view into the GET mails query', () => {
    expect(mailsQuery({ kind: 'label', slug: 'work', page: 4 })).toEqual({ label: 'work', page: '4' });
    expect(mailsQuery({ kind: 'folder', slug: 'inbox', page: 1 })).toEqual({ folder: 'inbox', page: '1' });
  });
});

describe('recipients', () => {
  it('parses contacts', () => {
    expect(parseContact('Kenji Watanabe <kenji@mail.test>')).toEqual({ name: 'Kenji Watanabe', address: 'kenji@mail.test' });
    expect(parseContact(' desk@hotel.test ')).toEqual({ name: 'desk@hotel.test', address: 'desk@hotel.test' });
    expect(parseContact('<a@b.co>')).toEqual({ name: 'a@b.co', address: 'a@b.co' });
  });

  it('splits on commas and semicolons and finds the invalid ones', () => {
    const list = splitRecipients(' a@b.co, Name <n@x.org>;; nope ,');
    expect(list).toEqual(['a@b.co', 'Name <n@x.org>', 'nope']);
    expect(invalidRecipients(list)).toEqual(['nope']);
    expect(invalidRecipients([`${'a'.repeat(320)}@b.co`])).toHaveLength(1);
  });

  it('builds the POST body, leaving out empty Cc and Bcc', () => {
    expect(toDraft({ ...EMPTY_COMPOSE, to: 'a@b.co', subject: 'S', content: 'C' }, false)).toEqual({ to: ['a@b.co'], subject: 'S', content: 'C' });
    expect(toDraft({ ...EMPTY_COMPOSE, cc: 'c@d.co', bcc: 'e@f.co' }, true)).toEqual({ to: [], cc: ['c@d.co'], bcc: ['e@f.co'], subject: '', content: '', draft: true });
  });
});

describe('replies', () => {
  it('reply goes to the sender with Re: and the quote', () => {
    const v = replyValues('reply', mail, 'admin@hotel.test');
    expect(v.to).toBe('Kenji Watanabe <kenji@mail.test>');
    expect(v.subject).toBe('Re: Group booking');
    expect(v.content).toContain('> Hello,\n> we need 24 rooms.');
    expect(replyValues('reply', { ...mail, subject: 'Re: Group booking' }, 'x@y.z').subject).toBe('Re: Group booking');
  });

  it('reply all keeps everyone but me', () => {
    const v = replyValues('replyAll', mail, 'ADMIN@hotel.test');
    expect(v.to).toBe('Kenji Watanabe <kenji@mail.test>, Fatou Diallo <fatou@mail.test>');
    expect(v.cc).toBe('Anneliese Vogel <anneliese@mail.test>');
  });

  it('forward has no recipient, Fwd: and the forwarded header', () => {
    const v = replyValues('forward', mail, 'admin@hotel.test');
    expect(v.to).toBe('');
    expect(v.subject).toBe('Fwd: Group booking');
    expect(v.content).toContain('---------- Forwarded message ----------\nFrom: Kenji Watanabe <kenji@mail.test>');
    expect(v.content).toContain('Hello,\nwe need 24 rooms.');
  });

  it('quotes HTML mail as its text', () => {
    const v = replyValues('reply', { ...mail, content: '<p>Hi <b>there</b></p><script>x()</script>' }, 'me@x.y');
    expect(v.content).not.toMatch(/<p>|<b>|<script>|x\(\)/);
    expect(v.content).toContain('> Hi there');
  });
});

describe('content', () => {
  it('tells HTML from plain text', () => {
    expect(isHtmlContent('<p>x</p>')).toBe(true);
    expect(isHtmlContent('Hi<br/>there')).toBe(true);
    expect(isHtmlContent('Plain, with <angle brackets> & 3 < 4')).toBe(false);
    expect(isHtmlContent('a < b and c > d')).toBe(false);
    expect(isHtmlContent('<IMG SRC=x onerror=alert(1)>')).toBe(true);
  });

  it('makes one-line excerpts without markup', () => {
    expect(excerpt('Hello,\n\nwe need   rooms.')).toBe('Hello, we need rooms.');
    expect(excerpt('<h2>Title</h2><p>Body <img src=x onerror=alert(1)></p><script>steal()</script><style>p{}</style>')).toBe('TitleBody');
    expect(excerpt('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('formats sizes', () => {
    expect(formatSize(900)).toBe('900 B');
    expect(formatSize(182_374)).toBe('178 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
