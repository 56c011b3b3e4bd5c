import { describe, expect, it } from 'vitest';
import type { FolioLine } from '@hotel/domain';
import { businessDateTime, dueState } from '../shared/use-business-date';
import { balanceState, folioPath, isMovable } from './folio-lines';
import { parseAmount } from './use-submit';

const line = (over: Partial<FolioLine>): FolioLine => ({
  id: 'l1',
  date: '2026-11-25',
  kind: 'charge',
  category: 'minibar',
  description: 'Minibar',
  debit: 12.5,
  credit: 0,
  balance: 12.5,
  source: { resource: 'room-charges', id: 'c1', number: 'Minibar' },
  journal: 'JE-000001',
  postedBy: 'Sofia Rossi',
  postedById: 'user-05',
  postedAt: '2026-11-25T10:00:00.000Z',
  reverses: null,
  reversedBy: null,
  transfer: null,
  movedTo: null,
  reason: null,
  ...over,
});

describe('isMovable', () => {
  it('lets a posted line move, but not one moved away, reversed, a reversal, a move away or an allowance', () => {
    expect(isMovable(line({}))).toBe(true);
    expect(isMovable(line({ movedTo: { folio: { kind: 'stay', id: 'r2' }, label: 'Ann (RES-00002)', line: 'l9' } }))).toBe(false);
    expect(isMovable(line({ reversedBy: 'r' }))).toBe(false);
    expect(isMovable(line({ reverses: 'l0' }))).toBe(false);
    expect(isMovable(line({ kind: 'transfer-out', debit: 0, credit: 12.5 }))).toBe(false);
    expect(isMovable(line({ kind: 'allowance', debit: 0, credit: 5 }))).toBe(false);
    expect(isMovable(line({ kind: 'transfer-in' }))).toBe(true);
  });
});

describe('folio helpers', () => {
  it('reads a balance', () => {
    expect([balanceState(1), balanceState(-0.01), balanceState(0)]).toEqual(['owed', 'credit', 'settled']);
  });

  it('links a folio to its screen, unless the roles may not open it', () => {
    expect(folioPath({ kind: 'stay', id: 'r 1' })).toBe('/front-office/folios/r%201');
    expect(folioPath({ kind: 'group', id: 'g1' })).toBe('/front-office/group-folios/g1');
    expect(folioPath({ kind: 'city', id: 'c1' })).toBe('/creditors/debitors/city-ledger/c1');
    expect(folioPath({ kind: 'city', id: 'c1' }, ['waitress'])).toBeUndefined();
  });

  it('accepts amounts above 0 with at most two decimals, after a point or a comma, grouped as English writes them', () => {
    expect(['12.5', '0.01', '8', ' 3.10 ', '1,5', '1,234.50'].map((text) => parseAmount(text))).toEqual([12.5, 0.01, 8, 3.1, 1.5, 1234.5]);
    expect(['', '0', '-1', '1.234', '1e3', 'abc', '1.234,50'].map((text) => parseAmount(text))).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('business date helpers', () => {
  it('says whether a date is due on the business date, late or early', () => {
    expect([dueState('2026-11-25', '2026-11-25'), dueState('2026-11-20', '2026-11-25'), dueState('2026-12-01', '2026-11-25')]).toEqual(['today', 'late', 'early']);
  });

  it('dates a document now on the business date (UTC, so the day is kept)', () => {
    expect(businessDateTime('2026-11-25', new Date('2026-11-26T01:02:03.004Z'))).toBe('2026-11-25T01:02:03.004Z');
  });
});
