import { describe, expect, it } from 'vitest';
import { framedRows, type LedgerRow } from './ledger-table';

const line: LedgerRow = { id: 'je-1#0', kind: 'line', date: '2026-11-02', entry: 'JE-000001', reference: 'R', description: 'D', debit: 10, credit: 0, balance: 110 };
const frame = { from: '2026-11-01', to: '2026-11-30', opening: 100, debit: 10, credit: 0, closing: 110 };

describe('framedRows', () => {
  it('frames one page with the opening, totals and closing rows', () => {
    const rows = framedRows({ ...frame, first: true, last: true }, [line]);
    expect(rows.map((row) => row.kind)).toEqual(['opening', 'line', 'totals', 'closing']);
    expect(rows[0]).toMatchObject({ date: '2026-11-01', balance: 100 });
    expect(rows[2]).toMatchObject({ debit: 10, credit: 0, balance: null });
    expect(rows[3]).toMatchObject({ date: '2026-11-30', balance: 110 });
  });

  it('puts the opening on the first page and the closing on the last only', () => {
    expect(framedRows({ ...frame, first: true, last: false }, [line]).map((row) => row.kind)).toEqual(['opening', 'line']);
    expect(framedRows({ ...frame, first: false, last: false }, [line]).map((row) => row.kind)).toEqual(['line']);
    expect(framedRows({ ...frame, first: false, last: true }, [line]).map((row) => row.kind)).toEqual(['line', 'totals', 'closing']);
  });
});
