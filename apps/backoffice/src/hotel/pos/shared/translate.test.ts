import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../../i18n/messages';
import { formatAge, queueSummary } from '../kitchen/kitchen-tickets';
import { parseDiscount } from '../register/basket';
import { paymentSummary, tenderStatus, type TenderDraft } from '../register/tenders';
import { countProblem, varianceText } from '../shift/shift-figures';
import { around, english, SLOT, type Translate } from './translate';

const catalog = JSON.parse(readFileSync(join(import.meta.dirname, '../../../i18n/tr/pos.json'), 'utf8')) as Record<string, string>;
/** The Turkish translator of the point of sale's catalog (as `useHotelText().t` in Turkish). */
const t: Translate = (text, params) => english(catalog[text] ?? text, params);
const tm = (message: string) => translateMessage(message, catalog, t as (text: string, params?: Record<string, string>) => string);

const tender = (method: TenderDraft['method'], amount: string): TenderDraft => ({ key: 0, method, amount, room: '', cityAccount: '' });

describe('the English of the model files', () => {
  it('fills the placeholders and keeps one without a value', () => {
    expect(english('Pay {{amount}}', { amount: '$1.00' })).toBe('Pay $1.00');
    expect(english('{{count}} tickets, oldest {{age}}', { count: 3 })).toBe('3 tickets, oldest {{age}}');
  });

  it('splits a sentence around a value rendered as its own element', () => {
    expect(around(english('Change {{amount}}', { amount: SLOT }))).toEqual(['Change ', '']);
    expect(around(english('{{link}} before taking payment.', { link: SLOT }))).toEqual(['', ' before taking payment.']);
    expect(around('no slot')).toEqual(['no slot', '']);
  });
});

describe('the point of sale in Turkish', () => {
  it('writes the kitchen ages and the queue', () => {
    expect([0, 12, 125].map((minutes) => formatAge(minutes, t))).toEqual(['yeni geldi', '12 dk', '2 sa 05 dk']);
    expect(queueSummary([{ sentAt: 0 }, { sentAt: 60_000 }], 23 * 60_000, t)).toBe('2 fiş, en eskisi 23 dk');
  });

  it('words a drawer difference', () => {
    expect([varianceText(0, t), varianceText(150, t), varianceText(-150, t)]).toEqual(['Denk', '$1.50 fazla', '$1.50 eksik']);
  });

  it('names the paid tenders with Turkish digits', () => {
    expect(paymentSummary([{ method: 'room-charge', amount: 5.5, room: '204' }, { method: 'cash', amount: 20, room: null }], t, 'tr')).toBe('Odaya borç 5,50 (oda 204) + Nakit 20,00');
  });

  it('translates the messages the models compose in English', () => {
    const status = (tenders: TenderDraft[]) => {
      const answer = tenderStatus(2544, tenders);
      return answer.ok ? '' : tm(answer.message);
    };
    expect(status([tender('cash', '')])).toBe("Nakit: 0'dan büyük, en fazla 2 ondalıklı bir tutar girin.");
    expect(status([tender('cash', '20')])).toBe('Ödemeler (20.00) toplamı (25.44) karşılamıyor; kalan tutar: 5.44.');
    expect(status([tender('card', '30')])).toBe('Nakit dışı ödemeler (30.00) toplamı (25.44) aşıyor; para üstü yalnızca nakitte verilir.');
    expect(status([tender('room-charge', '25.44')])).toBe('Odaya borç: oda numarasını girin.');
    const discount = parseDiscount('abc', 1000);
    expect(discount.ok ? '' : tm(discount.message)).toBe('Bir tutar (2,50) ya da yüzde (%10) girin.');
    expect(tm(countProblem({ cash: '', card: '', 'mobile-money': '', 'room-charge': '', 'city-ledger': '' }) ?? '')).toBe('Çekmecedeki nakdi sayın.');
    expect(tm(countProblem({ cash: '5', card: 'x', 'mobile-money': '', 'room-charge': '', 'city-ledger': '' }) ?? '')).toBe('Kart: 0 veya daha büyük, en fazla 2 ondalıklı bir tutar girin.');
  });
});
