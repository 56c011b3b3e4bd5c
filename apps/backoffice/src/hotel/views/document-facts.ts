import { DOCUMENT_RESOURCES, formatFieldValue, formatMoney, getResource, type HotelDocument } from '@hotel/domain';
import { toTitleCase } from '@hotel/ui';

/*
 * What a printed document says, formatted as the screens format it (formatFieldValue: money with the
 * currency, dates in the user's language, Yes/No, enum and stage labels), each fact once: the number
 * in the header, the parties (guest, room, who paid) at the top, the record's other facts, then the
 * lines and the totals.
 */

/** One fact of a document: the record's field (or the party) it comes from, its label and its text. */
export interface DocumentFact {
  name: string;
  label: string;
  text: string;
}

/** How a document's text is formatted. */
export interface DocumentFormat {
  /** BCP 47 locale of dates and numbers (the user's language). */
  locale?: string;
  /** Translates the labels and words into the user's language (`useHotelText().t`); default: English. */
  t?: (text: string) => string;
}

const asDeclared = (text: string) => text;

/** The fields that name a party: left out of the facts when the document names that party at its top. */
const PARTY_FIELDS = new Set(['guest', 'room', 'payer', 'group', 'cityAccount']);

/** The labels of the documents' totals. */
const TOTAL_LABELS: Record<string, string> = {
  charges: 'Charges',
  credits: 'Credits',
  balance: 'Balance',
  paid: 'Paid',
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Total',
  amount: 'Amount',
  change: 'Change',
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The guest of a guest bill by name (a labelled guest record). */
function guestName(guest: Record<string, unknown>): string {
  return text(guest.name ?? guest.fullName);
}

/** Who a document is for, at its top: a guest bill's guest and room, a cash receipt's payer. */
export function documentParties(doc: HotelDocument, { t = asDeclared }: DocumentFormat = {}): DocumentFact[] {
  const parties: DocumentFact[] = [];
  if (doc.guest && guestName(doc.guest)) parties.push({ name: 'guest', label: t('Guest'), text: guestName(doc.guest) });
  if (doc.room) parties.push({ name: 'room', label: t('Room'), text: doc.room });
  if (text(doc.receivedFrom)) parties.push({ name: 'receivedFrom', label: t('Received from'), text: text(doc.receivedFrom) });
  return parties;
}

/**
 * The record's facts, in the declaration's order, with the declared labels and formatted values, and
 * its stage's label last. Left out, as printed elsewhere: the number, the parties, what the totals
 * or the tenders say, and empty values.
 */
export function documentFacts(doc: HotelDocument, { locale, t = asDeclared }: DocumentFormat = {}): DocumentFact[] {
  const resource = getResource(DOCUMENT_RESOURCES[doc.type]);
  const parties = new Set(documentParties(doc).map((party) => party.text));
  const totals = Object.values(doc.totals);
  const facts: DocumentFact[] = [];
  for (const field of resource.fields) {
    const value = doc.record[field.name];
    if (value === null || value === undefined || value === '' || typeof value === 'object') continue;
    if (String(value) === doc.number && (field.name === resource.title || field.format === 'code')) continue;
    if (PARTY_FIELDS.has(field.name) && parties.has(String(value))) continue;
    if (field.name in doc.totals || (field.name === 'amount' && totals.includes(value as number))) continue;
    if (field.name === 'payment' && doc.tenders?.length) continue;
    facts.push({ name: field.name, label: t(field.label), text: formatFieldValue(field, value, { locale, translate: t }) });
  }
  const stage = resource.workflow?.stages.find((s) => s.id === doc.record.stage);
  if (stage) facts.push({ name: 'stage', label: t('Stage'), text: t(stage.label) });
  return facts;
}

/** A line's date as the screens show a date ('Nov 13, 2026' in English). */
export function documentDate(date: string, { locale }: DocumentFormat = {}): string {
  return formatFieldValue({ type: 'date' }, date, { locale });
}

/** An amount with the currency ('$1,234.50' in English). */
export function documentMoney(amount: number, { locale }: DocumentFormat = {}): string {
  return formatMoney(amount, locale);
}

/** The label of one of a document's totals ('balance' → 'Balance'), in the user's language with `t`. */
export function totalLabel(key: string, t: (text: string) => string = asDeclared): string {
  return t(TOTAL_LABELS[key] ?? toTitleCase(key.replace(/([A-Z])/g, ' $1')));
}
