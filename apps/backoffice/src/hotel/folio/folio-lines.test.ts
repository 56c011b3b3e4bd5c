import { describe, expect, it } from 'vitest';
import type { FolioLine } from '@hotel/domain';
import { businessDateTime, dueState } from '../shared/use-business-date';
import { balanceState, folioPath, isMovable, movedLines } from './folio-lines';
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
  postedAt: '2026-11-25T10:00:00.000Z',
  reverses: null,
  reversedBy: null,
  transfer: null,
  reason: null,
  ...over,
});

describe('movedLines', () => {
  it('pairs a moved line with the transfer-out line the server wrote for it', () => {
    const minibar = line({});
    const dinner = line({ id: 'l2', description: 'Dinner', debit: 45, source: { resource: 'room-charges', id: 'c2', number: 'Dinner' } });
    const out = line({ id: 'l3', kind: 'transfer-out', description: 'Minibar → RES-00002', debit: 0, credit: 12.5, transfer: { folio: { kind: 'stay', id: 'r2' }, label: 'Ann (RES-00002)', line: 'l9' } });
    const moved = movedLines([minibar, dinner, out]);
    expect([...moved.keys()]).toEqual(['l1']);
    expect(isMovable(minibar, moved)).toBe(false);
    expect(isMovable(dinner, moved)).toBe(true);
    expect(isMovable(out, moved)).toBe(false);
  });

  it('pairs each move once when two equal charges were posted and one moved', () => {
    const a = line({ id: 'a', source: null });
    const b = line({ id: 'b', source: null });
    const out = line({ id: 'o', kind: 'transfer-out', description: 'Minibar → CLA-00001', source: null, debit: 0, credit: 12.5, transfer: { folio: { kind: 'city', id: 'c' }, label: 'Acme (CLA-00001)', line: 'x' } });
    expect([...movedLines([a, b, out]).keys()]).toEqual(['a']);
  });

  it('leaves a balance moved at check-out unpaired, and reversed lines immovable', () => {
    const out = line({ id: 'o', kind: 'transfer-out', category: null, description: 'Balance moved to Acme (CLA-00001)', debit: 0, credit: 30, transfer: { folio: { kind: 'city', id: 'c' }, label: 'Acme', line: 'x' } });
    const reversed = line({ reversedBy: 'r' });
    expect(movedLines([reversed, out]).size).toBe(0);
    expect(isMovable(reversed, new Map())).toBe(false);
    expect(isMovable(line({ reverses: 'l0' }), new Map())).toBe(false);
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

  it('accepts amounts above 0 with at most two decimals', () => {
    expect(['12.5', '0.01', '8', ' 3.10 '].map(parseAmount)).toEqual([12.5, 0.01, 8, 3.1]);
    expect(['', '0', '-1', '1.234', '1e3', 'abc', '1,5'].map(parseAmount)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
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
