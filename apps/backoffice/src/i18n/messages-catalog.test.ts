import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkField, getResource, lineCents, planTenders, RESOURCES, STAFF_ROLES, tooLongMessage, validateRecord, type Field } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { translateMessage } from './messages';

/*
 * The messages staff read that are composed in English elsewhere (the domain's validation, the mock
 * API's refusals) come out Turkish through the real catalog: the domain's messages are produced by
 * calling the domain, the mock API's are its exact texts as it composes them.
 */

const dir = join(import.meta.dirname, 'tr');
const tr: Record<string, string> = Object.assign({}, ...readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))));
// i18next's interpolation as the app sets it up (keys are the text, values not escaped).
const t = (text: string, params: Record<string, string> = {}) => (tr[text] ?? text).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
const tm = (message: string) => translateMessage(message, tr, t);

/** The English words of `english` (data such as numbers, codes and names in `keep` aside) still in `turkish`. */
function englishLeft(english: string, turkish: string, keep: readonly string[] = []): string[] {
  const words = (text: string) => text.split(/[^\p{L}]+/u).filter((w) => w.length > 1);
  const data = new Set(keep.flatMap(words).map((w) => w.toLowerCase()));
  const source = new Set(words(english).filter((w) => !/^[A-Z]{2,}$/.test(w)).map((w) => w.toLowerCase()));
  return words(turkish).filter((w) => source.has(w.toLowerCase()) && !data.has(w.toLowerCase()));
}

const field = (resource: string, name: string): Field => {
  const found = getResource(resource).fields.find((f) => f.name === name);
  if (!found) throw new Error(`${resource} has no field ${name}`);
  return found;
};
const errorOf = (result: ReturnType<typeof checkField>) => ('error' in result ? result.error : '');

describe('messages of @hotel/domain in Turkish', () => {
  const domainMessages = [
    ...Object.values((validateRecord(getResource('room-reservations'), {}, 'create') as { fields: Record<string, string> }).fields),
    ...Object.values(
      (validateRecord(getResource('room-reservations'), { arrivalDate: '2026-05-10', departureDate: '2026-05-01' }, 'update') as { fields: Record<string, string> }).fields,
    ),
    tooLongMessage('Notes', 2000),
    errorOf(checkField(field('room-reservations', 'notes'), 'x'.repeat(2001))),
    errorOf(checkField(field('guests', 'email'), 'not-an-address')),
    errorOf(checkField(field('guests', 'phone'), 'call me')),
    errorOf(checkField(field('rooms', 'number'), '1a')),
    errorOf(checkField(field('hotels', 'checkInTime'), '25 past')),
    errorOf(checkField(field('room-reservations', 'rate'), 12.345)),
    errorOf(checkField(field('room-reservations', 'adults'), 0)),
    errorOf(checkField(field('room-reservations', 'adults'), 1.5)),
    errorOf(checkField(field('room-reservations', 'adults'), 40)),
    errorOf(checkField(field('room-reservations', 'arrivalDate'), '2026-02-30')),
    errorOf(checkField(field('room-reservations', 'breakfast'), 'yes')),
    errorOf(checkField(field('room-reservations', 'notes'), 12)),
    ...[lineCents({ quantity: 0, unitPrice: 5 }), lineCents({ quantity: 1, unitPrice: 5, discount: 9 })].map((r) => ('message' in r ? r.message : '')),
  ];

  it('are real messages of the domain', () => {
    expect(domainMessages.filter((message) => !message)).toEqual([]);
    expect(domainMessages.length).toBeGreaterThan(15);
  });

  it.each(domainMessages)('%s', (message) => {
    const turkish = tm(message);
    expect(turkish).not.toBe(message);
    expect(englishLeft(message, turkish)).toEqual([]);
  });

  it('read as expected', () => {
    expect(tm(tooLongMessage('Notes', 2000))).toBe('Notlar en fazla 2,000 karakter olabilir');
    expect(tm('Guest is required')).toBe('Misafir zorunludur');
    expect(tm(errorOf(checkField(field('rooms', 'number'), '1a')))).toBe('Oda Numarası 101 gibi 3 haneli bir oda numarası olmalıdır');
    expect(tm(errorOf(checkField(field('guests', 'email'), 'x')))).toBe('E-posta bir e-posta adresi olmalıdır');
    expect(tm('Departure may not be before Arrival')).toBe('Ayrılış, Geliş tarihinden önce olamaz');
    expect(tm('Guest is required; Room is required')).toBe('Misafir zorunludur; Oda zorunludur');
  });

  it('translates the tender plan refusal', () => {
    const plan = planTenders(1000, [{ method: 'card', cents: 2000 }]);
    const message = 'message' in plan ? plan.message : '';
    expect(message).toMatch(/^The non-cash tenders/);
    expect(englishLeft(message, tm(message))).toEqual([]);
  });
});

/** Refusals as the mock API composes them (packages/mock-api/src/domains/hotel), with the data staff would see. */
const apiMessages: [english: string, data: string[]][] = [
  ['Room 101 is cleaning; assign another room or get it cleaned first.', []],
  ['Room 204 is out of order (Leaking ceiling): choose another room.', ['Leaking ceiling']],
  ['Room is already booked by RES-00012 from 2026-03-02 to 2026-03-05.', []],
  ["The folio has a balance of $120.00; take a payment, or transfer it to a city-ledger account or the group's master folio, before checking out.", []],
  ['The day cannot be closed: 2 departures still in house (check out or extend: RES-00001, RES-00002); 1 open docket (settle, close or cancel: DKT-00003).', []],
  ['The day cannot be closed: 1 departure still in house (check out or extend: RES-00001).', []],
  ['2026-03-01 is already closed; the business date is 2026-03-02. Refresh and audit 2026-03-02.', []],
  ['Your role (receptionist) may not check in room reservations.', []],
  ['Your role (cashier) may not see the journal.', []],
  ['Your role (waitress) may not change room reservations.', []],
  ['Your role (barman) may not grant allowances.', []],
  ['Nothing was changed: 101 is out of order. Only dirty rooms can be marked clean.', []],
  ['Only 2 of Cola on hand at Main Store; 5 requested.', ['Cola', 'Main Store']],
  ['Docket DKT-00004 is settled; it cannot be cancelled (a settled docket is voided instead).', []],
  ['Invalid room reservation: Guest is required; Nightly Rate must have at most 2 decimals', []],
  ['Only new store requests can be deleted; later ones are kept for the audit trail.', []],
  ['This room charge is dated 2026-03-01, a day the night audit has closed; post it on the business date 2026-03-02.', []],
  ['This payment is posted to the books and is never deleted; an auditor reverses it with a reason (Internal Control).', []],
  ['A guest payment pays a stay: choose the reservation.', []],
  ['No account is set for Guest Ledger postings; choose one under Accounts > Ledger Settings.', []],
  ['Charges can only be posted to a checked-in stay; RES-00007 is checked-out.', []],
  ['A transfer needs another folio; choose a different one.', []],
  ['Tender 2: no room is numbered 999.', []],
  ['You already have shift SFT-00003 open since 2026-03-02 08:00; close it before opening another.', []],
  ['The reason must be at most 240 characters.', []],
  ['No room reservation has the id r-404.', []],
  ['Store request SRQ-00042 is a draft of Ada Obi: only they, or a store-keeper, an auditor, an accountant or a manager, may submit it.', ['Ada Obi']],
  ['This floor is still used by 12 rooms; remove those first.', []],
  ['Expense EXP-00003 is a draft of Ada Obi: only they may delete it.', ['Ada Obi']],
];

describe('refusals of the mock API in Turkish', () => {
  it.each(apiMessages)('%s', (message, data) => {
    const turkish = tm(message);
    expect(turkish).not.toBe(message);
    expect(englishLeft(message, turkish, data)).toEqual([]);
  });

  it('read as expected', () => {
    expect(tm('Room 101 is cleaning; assign another room or get it cleaned first.')).toBe('101 numaralı oda şu durumda: temizlikte; başka bir oda atayın veya önce temizletin.');
    expect(tm('Your role (receptionist) may not check in room reservations.')).toBe('Rolünüz (resepsiyonist) şu kayıtlarda "Giriş Yap" işlemine yetkili değil: oda rezervasyonları.');
    expect(tm('The day cannot be closed: 1 departure still in house (check out or extend: RES-00001).')).toBe(
      'Gün kapatılamıyor: 1 ayrılış hâlâ otelde (çıkış yapın veya konaklamayı uzatın: RES-00001).',
    );
    expect(tm('Store request SRQ-00042 is a draft of Ada Obi: only they, or a store-keeper, an auditor, an accountant or a manager, may submit it.')).toBe(
      'Depo talebi SRQ-00042 bir taslak (sahibi: Ada Obi). Yalnızca sahibi veya depo sorumlusu, denetçi, muhasebeci veya müdür şu işlemi yapabilir: onaya gönderme.',
    );
    expect(tm('This floor is still used by 12 rooms; remove those first.')).toBe('Bu kayıt (kat) hâlâ kullanılıyor: 12 oda; önce onları kaldırın.');
    expect(tm('Only 2 of Cola on hand at Main Store; 5 requested.')).toBe('Eldeki miktar yetersiz: Cola, Main Store deposunda 2; talep edilen 5.');
  });
});

describe('the words the messages name in lower case', () => {
  it('are in the catalog: resource labels and singulars, stage ids and role ids', () => {
    const words = [
      ...RESOURCES.flatMap((resource) => [resource.label.toLowerCase(), resource.singular.toLowerCase(), ...(resource.workflow?.stages.map((stage) => stage.id) ?? [])]),
      ...STAFF_ROLES,
    ];
    expect(words.filter((word) => !tr[word])).toEqual([]);
  });

  it('include each workflow move of the 403 refusal', () => {
    const moves = RESOURCES.flatMap((resource) => resource.workflow?.transitions.map((move) => `Your role ({{roles}}) may not ${move.label.toLowerCase()} {{things}}.`) ?? []);
    expect(moves.filter((key) => !tr[key])).toEqual([]);
  });
});
