import { CURRENCY, getResource, type Docket, type DocumentType, type HotelDocument } from '@hotel/domain';
import { notFound } from '../../core/errors';
import { labelOf, withLabels } from './labels';
import { folioView } from './ledger/queries';
import type { HotelState } from './state';

/** The resource each printable document is of. */
export const DOCUMENT_RESOURCES: Record<DocumentType, string> = {
  'cash-receipt': 'payments',
  'guest-bill': 'room-reservations',
  docket: 'pos-sales',
  'captain-order': 'pos-orders',
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
    // A docket prints its lines (quantity × item at price, less discount) and, once settled, its tenders and change.
    const docket = record as unknown as Docket;
    const day = String(docket.date).slice(0, 10);
    const lines: DocumentLine[] = docket.lines.map((line) => ({
      date: day, description: `${line.quantity} × ${line.name} @ ${line.unitPrice.toFixed(2)}${line.discount ? ` less ${line.discount.toFixed(2)}` : ''}`, amount: line.amount,
    }));
    const tenders = Object.fromEntries(docket.tenders.map((t, i) => [`tender${i + 1}`, t.amount]));
    return { ...base, lines, totals: { subtotal: docket.subtotal, discount: docket.discount, total: docket.amount, ...tenders, change: docket.change } };
  }
  const amount = typeof record.amount === 'number' ? record.amount : null;
  return { ...base, lines: [] as DocumentLine[], totals: amount === null ? {} : { amount } };
}
