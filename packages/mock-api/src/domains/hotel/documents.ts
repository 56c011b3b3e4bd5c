import { CURRENCY, getResource, tenderName, type Docket, type DocumentType, type HotelDocument } from '@hotel/domain';
import { conflict, notFound } from '../../core/errors';
import { labelOf, withLabels } from './labels';
import { folioView } from './ledger/queries';
import type { HotelState } from './state';

/** The resource each printable document is of. */
export const DOCUMENT_RESOURCES: Record<DocumentType, string> = {
  'cash-receipt': 'payments',
  'guest-bill': 'room-reservations',
  docket: 'pos-sales',
  'captain-order': 'pos-sales',
  'registration-form': 'room-reservations',
  'reservation-form': 'room-reservations',
  'gym-form': 'gym-memberships',
};

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
  const base = {
    type,
    title: TITLES[type],
    currency: CURRENCY,
    hotel: hotel ? { name: hotel.name, address: hotel.address, phone: hotel.phone, email: hotel.email } : null,
    number: String(record[resource.title] ?? record.id),
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
    return {
      ...base,
      receivedFrom: labelOf(state, 'guests', record.guest) ?? record.payer ?? labelOf(state, 'groups', record.group) ?? '',
      lines: [{ date: String(record.date).slice(0, 10), description: `Payment (${String(record.method)})`, amount: record.amount as number }],
      totals: { paid: record.amount as number },
    };
  }
  if (type === 'docket' && Array.isArray(record.lines)) {
    // A docket prints its lines (quantity × item at price, less discount) and, once settled, its
    // tenders by name (method, room or account charged) between the total and the change.
    const docket = record as unknown as Docket;
    const day = String(docket.date).slice(0, 10);
    const lines: DocumentLine[] = docket.lines.map((line) => ({
      date: day, description: `${line.quantity} × ${line.name} @ ${line.unitPrice.toFixed(2)}${line.discount ? ` less ${line.discount.toFixed(2)}` : ''}`, amount: line.amount,
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
