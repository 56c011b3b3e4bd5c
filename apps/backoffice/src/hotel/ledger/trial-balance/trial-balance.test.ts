import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TrialBalanceResponse } from '@hotel/domain';
import { english, type Translate } from '../shared/english';
import { imbalances } from './trial-balance';

const totals = { openingDebit: 10, openingCredit: 10, debit: 0.1 + 0.2, credit: 0.3, closingDebit: 5, closingCredit: 5 };
const answer = (change: Partial<typeof totals> = {}): TrialBalanceResponse => ({ from: null, to: null, rows: [], totals: { ...totals, ...change } });

describe('imbalances', () => {
  it('finds nothing when every pair agrees to the cent', () => {
    expect(imbalances(answer())).toEqual([]);
  });

  it('names each pair that differs and by how much', () => {
    expect(imbalances(answer({ credit: 0.29, closingCredit: 4 }))).toEqual(['period by $0.01', 'closing by $1.00']);
  });

  it('names them in Turkish with a translator', () => {
    const catalog = JSON.parse(readFileSync(join(import.meta.dirname, '../../../i18n/tr/ledger.json'), 'utf8')) as Record<string, string>;
    const t: Translate = (text, params) => english(catalog[text] ?? text, params);
    expect(imbalances(answer({ openingCredit: 9.5 }), t)).toEqual(['açılışta $0.50 fark']);
  });
});
