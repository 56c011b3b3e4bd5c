import { CURRENCY, DOCUMENT_RESOURCES, formatMoney, getResource, tenderName, type Docket, type DocumentType, type HotelDocument } from '@hotel/domain';
import { conflict, notFound } from '../../core/errors';
import { labelOf, withLabels } from './labels';
import { folioView } from './ledger/queries';
import type { HotelState } from './state';

const TITLES: Record<DocumentType, string> = {
  'cash-receipt': 'Cash Receipt',
  'guest-bill': 'Guest Bill',
  docket: 'Sales Docket',
  'captain-order': 'Captain Order',
  'registration-form': 'Guest Registration Form',
  'reservation-form': 'Reservation Form',
  'gym-form': 'Gym Membership Form',
};

type DocumentLine = HotelDocument['lines'][number];

/** A printable document: the hotel header, the record (references as labels), its lines and totals. */
export function buildDocument(state: HotelState, type: DocumentType, id: string): HotelDocument {
  const resourceName = DOCUMENT_RESOURCES[type];
  const resource = getResource(resourceName);
  const record = state.records[resourceName]?.find((r) => r.id === id);
  if (!record) throw notFound(`No ${resource.singular.toLowerCase()} has the id ${id}.`);
  const hotel = state.records.hotels?.[0] ?? null;
  // The number is the document's code (RES-00012, GYM-00001) where the record has one, else its title.
  const code = resource.fields.find((field) => field.readOnly && field.format === 'code');
  const base = {
    type,
    title: TITLES[type],
    currency: CURRENCY,
    hotel: hotel ? { name: hotel.name, address: hotel.address, phone: hotel.phone, email: hotel.email } : null,
    number: String(record[code?.name ?? resource.title] ?? record[resource.title] ?? record.id),
    record: withLabels(state, resource, record),
  };
  if (type === 'guest-bill') {
    // The bill is the stay's folio: every line in posting order, charges positive, credits negative.
    const folio = folioView(state, { kind: 'stay', id: record.id });
    const lines = folio.lines.map((line): DocumentLine => ({ date: line.date, description: line.description, amount: line.debit > 0 ? line.debit : -line.credit }));
    return {
      ...base,
      guest: withLabels(state, getResource('guests'), state.records.guests?.find((g) => g.id === record.guest) ?? { id: String(record.guest) }),
      room: labelOf(state, 'rooms', record.room),
      lines,
      totals: { charges: folio.charges, credits: folio.credits, balance: folio.balance },
    };
  }
  if (type === 'cash-receipt') {
    // Who paid, the receipt's facts (method, date, note) and what was paid: no line repeats them.
    const from = labelOf(state, 'guests', record.guest) ?? record.payer ?? labelOf(state, 'groups', record.group) ?? labelOf(state, 'city-ledger-accounts', record.cityAccount);
    return { ...base, receivedFrom: from ?? '', lines: [], totals: { paid: record.amount as number } };
  }
  if (type === 'docket' && Array.isArray(record.lines)) {
    // A docket prints its lines (quantity × item at price, less discount) and, once settled, its
    // tenders by name (method, room or account charged) between the total and the change.
    const docket = record as unknown as Docket;
    const day = String(docket.date).slice(0, 10);
    const lines: DocumentLine[] = docket.lines.map((line) => ({
      date: day, description: `${line.quantity} × ${line.name} @ ${formatMoney(line.unitPrice)}${line.discount ? ` less ${formatMoney(line.discount)}` : ''}`, amount: line.amount,
    }));
    const tenders = docket.tenders.map((t) => ({ label: tenderName(t, labelOf(state, 'city-ledger-accounts', t.cityAccount)), amount: t.amount }));
    const change: Record<string, number> = tenders.length ? { change: docket.change } : {};
    return { ...base, lines, tenders, totals: { subtotal: docket.subtotal, discount: docket.discount, total: docket.amount, ...change } };
  }
  if (type === 'captain-order' && Array.isArray(record.lines)) {
    // The kitchen's copy: table, waiter, when it was sent and what (quantity × item), no prices.
    const docket = record as unknown as Docket;
    const sent = docket.lines.map((line) => line.sentAt).filter((at): at is string => !!at);
    if (!docket.sentToKitchen || !sent.length) throw conflict(`Docket ${docket.docketNo} was not sent to the kitchen: it has no captain order.`);
    const labelled = base.record;
    return {
      ...base,
      record: { docketNo: docket.docketNo, pointOfSale: labelled.pointOfSale, channel: labelled.channel },
      order: {
        table: docket.table, waiter: docket.waiter, sentAt: sent.reduce((first, at) => (at < first ? at : first)),
        items: docket.lines.filter((line) => line.sentAt).map((line) => ({ quantity: line.quantity, item: line.name })),
      },
      lines: [],
      totals: {},
    };
  }
  const amount = typeof record.amount === 'number' ? record.amount : null;
  return { ...base, lines: [] as DocumentLine[], totals: amount === null ? {} : { amount } };
}
