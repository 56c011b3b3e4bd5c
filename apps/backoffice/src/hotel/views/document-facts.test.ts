import { describe, expect, it } from 'vitest';
import type { HotelDocument } from '@hotel/domain';
import { documentDate, documentFacts, documentMoney, documentParties, totalLabel } from './document-facts';

const hotel = { name: 'Grand Meridian Hotel', address: '26 Harbor Way', phone: '+1 555 0182', email: 'desk@example.com' };

/** A guest bill as GET api/hotel/documents/guest-bill/<id> answers it (references and enums labelled). */
const bill: HotelDocument = {
  type: 'guest-bill',
  title: 'Guest Bill',
  currency: 'USD',
  hotel,
  number: 'RES-00595',
  record: {
    id: 'room-reservations-001635',
    number: 'RES-00595',
    guest: 'Leila Hughes',
    room: '404',
    group: null,
    arrivalDate: '2026-11-13',
    departureDate: '2026-11-24',
    adults: 1,
    children: 0,
    rate: 150,
    breakfast: true,
    notes: 'Late arrival',
    stage: 'checked-in',
    ownerId: 'u1',
  },
  guest: { id: 'g1', name: 'Leila Hughes', email: 'leila@example.com' },
  room: '404',
  lines: [{ date: '2026-11-13', description: 'Room night', amount: 150 }],
  totals: { charges: 1234.5, credits: 20, balance: 1214.5 },
};

const facts = (doc: HotelDocument, locale?: string) => Object.fromEntries(documentFacts(doc, { locale }).map((fact) => [fact.label, fact.text]));

describe('a printed document', () => {
  it('formats every fact as the screens do: money with the currency, dates, Yes/No, the stage label', () => {
    expect(facts(bill)).toEqual({
      Arrival: 'Nov 13, 2026',
      Departure: 'Nov 24, 2026',
      Adults: '1',
      Children: '0',
      'Nightly Rate': '$150.00',
      'Breakfast Included': 'Yes',
      Notes: 'Late arrival',
      Stage: 'Checked In',
    });
    expect(facts({ ...bill, record: { ...bill.record, breakfast: false } })['Breakfast Included']).toBe('No');
  });

  it('prints each fact once: the number in the header, the guest and room at the top, nothing raw', () => {
    expect(documentParties(bill)).toEqual([
      { name: 'guest', label: 'Guest', text: 'Leila Hughes' },
      { name: 'room', label: 'Room', text: '404' },
    ]);
    const printed = documentFacts(bill).map((fact) => fact.name);
    expect(printed).not.toContain('guest');
    expect(printed).not.toContain('room');
    expect(printed).not.toContain('number');
    expect(printed).not.toContain('ownerId');
    expect(printed).not.toContain('id');
    expect(documentFacts(bill).map((fact) => fact.text)).not.toContain('checked-in');
  });

  it('dates and money in the user’s language', () => {
    expect(facts(bill, 'tr')).toMatchObject({ Arrival: '13 Kas 2026', 'Nightly Rate': '$150,00', 'Breakfast Included': 'Yes' });
    expect(documentDate('2026-11-13', { locale: 'tr' })).toBe('13 Kas 2026');
    expect(documentDate('2026-11-13')).toBe('Nov 13, 2026');
    expect(documentMoney(1234.5)).toBe('$1,234.50');
    expect(documentMoney(-20)).toBe('-$20.00');
  });

  it('a cash receipt names who paid once and prints its amount as the total paid', () => {
    const receipt: HotelDocument = {
      type: 'cash-receipt',
      title: 'Cash Receipt',
      currency: 'USD',
      hotel,
      number: 'RCP-00001',
      record: { id: 'p1', receiptNo: 'RCP-00001', kind: 'Guest', guest: 'Samuel Costa', reservation: 'RES-00002', group: null, payer: null, amount: 180.31, method: 'Card', date: '2026-09-24T10:30:00.000Z', note: null, stage: 'posted' },
      receivedFrom: 'Samuel Costa',
      lines: [],
      totals: { paid: 180.31 },
    };
    expect(documentParties(receipt)).toEqual([{ name: 'receivedFrom', label: 'Received from', text: 'Samuel Costa' }]);
    const printed = facts(receipt);
    expect(printed).toMatchObject({ Kind: 'Guest', Reservation: 'RES-00002', Method: 'Card', Stage: 'Posted' });
    expect(printed.Date).toMatch(/^Sep 24, 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(printed).not.toHaveProperty('Guest');
    expect(printed).not.toHaveProperty('Amount');
    expect(printed).not.toHaveProperty('Receipt No.');
    expect(totalLabel('paid')).toBe('Paid');
  });

  it('a gym form prints the member and the plan once, the amount as its total', () => {
    const gym: HotelDocument = {
      type: 'gym-form',
      title: 'Gym Membership Form',
      currency: 'USD',
      hotel,
      number: 'GYM-00001',
      record: { id: 'm1', memberName: 'Leila Okoro', phone: '+1 555 0149', guest: 'Amelia Hughes', plan: 'Monthly Couple', startDate: '2027-01-15', endDate: '2027-02-02', amount: 49.14, number: 'GYM-00001', stage: 'active' },
      lines: [],
      totals: { amount: 49.14 },
    };
    const printed = facts(gym);
    expect(printed).toMatchObject({ Member: 'Leila Okoro', Guest: 'Amelia Hughes', 'Start Date': 'Jan 15, 2027', Stage: 'Active' });
    expect(Object.values(printed)).not.toContain('GYM-00001');
    expect(Object.values(printed)).not.toContain('$49.14');
  });
});
