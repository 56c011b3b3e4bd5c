import { describe, expect, it } from 'vitest';
import type { Contact } from '../api/contacts';
import { assetUrl, flagOf } from './asset-url';
import { avatarProblem } from './contact-details';
import { contactFormSchema, restoredContact, toChanges, toFormValues } from './contact-form';
import { groupByLetter } from './contacts-list';
import { contactCount, sortByName } from './use-contacts';

const contact = (name: string, extra: Partial<Contact> = {}): Contact => ({
  id: name,
  avatar: null,
  background: null,
  name,
  emails: [],
  phoneNumbers: [],
  birthday: null,
  address: null,
  notes: null,
  tags: [],
  ...extra,
});

describe('contactCount', () => {
  it.each([
    [0, 'No contacts'],
    [1, '1 contact'],
    [2, '2 contacts'],
    [10000, `${(10000).toLocaleString()} contacts`],
  ])('%i → %s', (n, text) => expect(contactCount(n)).toBe(text));
});

describe('groupByLetter', () => {
  it('adds a letter row whenever the first letter changes, case-insensitively', () => {
    const rows = groupByLetter(sortByName([contact('bob'), contact('Alice'), contact('Bea'), contact('anna')]));
    expect(rows.map((r) => (r.kind === 'letter' ? r.letter : r.contact.name))).toEqual(['A', 'Alice', 'anna', 'B', 'Bea', 'bob']);
  });
  it('answers nothing for no contacts', () => expect(groupByLetter([])).toEqual([]));
});

describe('avatarProblem', () => {
  it.each([
    ['image/png', 10, null],
    ['image/jpeg', 10, null],
    ['image/gif', 10, /Only JPEG or PNG/],
    ['image/svg+xml', 10, /Only JPEG or PNG/],
    ['image/png', 2 * 1024 * 1024 + 1, /at most 2 MB/],
    ['image/png', 0, /empty/],
  ])('%s of %i bytes', (type, size, expected) => {
    const file = new File([new Uint8Array(size)], 'f', { type });
    const problem = avatarProblem(file);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe('contact form', () => {
  const base = toFormValues(contact('Ada', { emails: [{ email: 'ada@hotel.test', label: 'Work' }], birthday: '1990-12-10T00:00:00.000Z', job: { title: 'Chef', company: 'Hotel' } }));
  it('reads the job object when the flat fields are empty', () => {
    expect(base.title).toBe('Chef');
    expect(base.birthday).toBe('1990-12-10');
  });
  it('requires a name', () => {
    const result = contactFormSchema.safeParse({ ...base, name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name is required');
  });
  it('rejects an invalid e-mail and a phone number with letters', () => {
    expect(contactFormSchema.safeParse({ ...base, emails: [{ email: 'nope', label: '' }] }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...base, phoneNumbers: [{ country: 'us', phoneNumber: '12ab', label: '' }] }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...base, phoneNumbers: [{ country: 'us', phoneNumber: '+1 (555) 010-2030', label: 'Mobile' }] }).success).toBe(true);
  });
  it('turns empty optional fields into null and dates into ISO', () => {
    const changes = toChanges({ ...base, address: '  ', notes: '', birthday: '2000-01-31' });
    expect(changes.address).toBeNull();
    expect(changes.notes).toBeNull();
    expect(changes.birthday).toBe('2000-01-31T00:00:00.000Z');
    expect(toChanges({ ...base, birthday: '' }).birthday).toBeNull();
  });
});

describe('asset helpers', () => {
  it.each([
    ['images/avatars/a.svg', '/images/avatars/a.svg'],
    ['/images/a.svg', '/images/a.svg'],
    ['data:image/png;base64,AA', 'data:image/png;base64,AA'],
    ['https://cdn.test/a.png', 'https://cdn.test/a.png'],
  ])('assetUrl(%s)', (input, output) => expect(assetUrl(input)).toBe(output));
  it('answers null for no image', () => expect(assetUrl(null)).toBeNull());
  it('draws flags from ISO codes', () => {
    expect(flagOf('us')).toBe('🇺🇸');
    expect(flagOf('TR')).toBe('🇹🇷');
    expect(flagOf('x')).toBe('');
  });
});

describe('restoredContact', () => {
  it('takes the kept fields of the right shape over the contact and drops the rest', () => {
    const start = toFormValues(contact('Ana', { emails: [{ email: 'ana@hotel.test', label: 'Work' }] }));
    const kept = {
      title: 'Night manager',
      company: 42,
      emails: [{ email: 'night@hotel.test', label: '' }, { email: 7, label: 'x' }],
      phoneNumbers: 'none',
      tags: ['t1', 't2'],
    };
    expect(restoredContact(start, kept)).toEqual({
      ...start,
      title: 'Night manager',
      emails: [{ email: 'night@hotel.test', label: '' }],
      tags: ['t1', 't2'],
    });
  });
});
