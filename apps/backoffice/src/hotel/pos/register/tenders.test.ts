import { describe, expect, it } from 'vitest';
import { amountCents, amountText, paymentSummary, quickCash, remainingCents, tenderInputs, tenderStatus, type TenderDraft } from './tenders';
import { english } from '../shared/translate';

let key = 0;
const t = (method: TenderDraft['method'], amount: string, extra: Partial<TenderDraft> = {}): TenderDraft => ({ key: key++, method, amount, room: '', cityAccount: '', ...extra });

describe('tenders', () => {
  it('cash over the total gives change', () => {
    expect(tenderStatus(4210, [t('cash', '50')])).toEqual({ ok: true, tendered: 5000, change: 790 });
  });

  it('refuses tenders that do not cover the total, saying what is still due', () => {
    const status = tenderStatus(4210, [t('card', '20')]);
    expect(status.ok).toBe(false);
    expect(status.ok ? 0 : status.remaining).toBe(2210);
    expect(status.ok ? '' : status.message).toMatch(/22\.10 is still due/);
  });

  it('splits across tenders; only cash gives change', () => {
    expect(tenderStatus(4210, [t('card', '30'), t('cash', '20')])).toEqual({ ok: true, tendered: 5000, change: 790 });
    expect(tenderStatus(4210, [t('card', '50')]).ok).toBe(false);
  });

  it('asks for the room and the account', () => {
    expect(tenderStatus(1000, [t('room-charge', '10')])).toMatchObject({ ok: false, message: 'Room charge: enter the room number.' });
    expect(tenderStatus(1000, [t('city-ledger', '10')])).toMatchObject({ ok: false, message: 'City ledger: choose the account.' });
    expect(tenderStatus(1000, [t('room-charge', '10', { room: '101' })]).ok).toBe(true);
    expect(tenderStatus(1000, [t('room-charge', '10', { room: '1'.repeat(13) })])).toMatchObject({ ok: false, message: 'Room charge: the room number is at most 12 characters.' });
  });

  it('refuses an empty list and a bad amount', () => {
    expect(tenderStatus(1000, []).ok).toBe(false);
    expect(tenderStatus(1000, [t('cash', '1.234')]).ok).toBe(false);
  });

  it('reads an amount with a decimal point or comma, and writes one in the language', () => {
    expect([amountCents('12.50'), amountCents('12,5'), amountCents(' 7 '), amountCents('1,234'), amountCents('1.234,50'), amountCents('1.234')]).toEqual([1250, 1250, 700, 123400, undefined, undefined]);
    expect([amountText(7365), amountText(123_456), amountText(7365, 'tr'), amountText(123_456, 'tr')]).toEqual(['73.65', '1234.56', '73,65', '1234,56']);
  });

  it('sums the paid tenders up as the server writes them', () => {
    const tenders = [
      { method: 'card' as const, amount: 50, room: null },
      { method: 'room-charge' as const, amount: 5.5, room: '204' },
    ];
    expect(paymentSummary(tenders, english, 'en')).toBe('Card 50.00 + Room charge 5.50 (room 204)');
  });

  it('answers what remains and the quick cash amounts', () => {
    expect(remainingCents(4210, [t('card', '10')])).toBe(3210);
    expect(quickCash(4210)).toEqual([4210, 4500, 5000, 6000]);
    expect(quickCash(5000)).toEqual([5000, 6000, 10_000, 50_000]);
    expect(quickCash(0)).toEqual([]);
  });

  it('sends the amounts in currency units with the room or account', () => {
    expect(tenderInputs([t('cash', '50'), t('room-charge', '12.5', { room: ' 101 ' })])).toEqual([
      { method: 'cash', amount: 50 },
      { method: 'room-charge', amount: 12.5, room: '101' },
    ]);
  });
});
