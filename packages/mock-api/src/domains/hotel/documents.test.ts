import { describe, expect, it } from 'vitest';
import { hotelTestSuite } from './test-utils';

const { call, state } = hotelTestSuite();

type Json = Record<string, unknown>;

describe('printed documents', () => {
  it('are numbered by the record’s code where it has one (a gym form by its membership number, not the member’s name)', async () => {
    const member = (await state()).records['gym-memberships']?.[0];
    const form = await call('admin', 'GET', `documents/gym-form/${String(member?.id)}`);
    expect(form.status).toBe(200);
    expect(form.body?.number).toBe(member?.number);
    expect(form.body?.number).toMatch(/^GYM-\d{5}$/);
  });

  it('a cash receipt says who paid (a city-ledger account for a recovery) and what, with no line repeating the record', async () => {
    const payments = (await state()).records.payments ?? [];
    const guest = payments.find((p) => p.kind === 'guest');
    const receipt = await call('admin', 'GET', `documents/cash-receipt/${String(guest?.id)}`);
    expect(receipt.body).toMatchObject({ lines: [], totals: { paid: guest?.amount } });
    expect(receipt.body?.receivedFrom).toBeTruthy();
    const recovery = payments.find((p) => p.kind === 'recovery' && p.cityAccount);
    expect(recovery, 'a seeded debt recovery').toBeDefined();
    const account = (await state()).records['city-ledger-accounts']?.find((a) => a.id === recovery?.cityAccount);
    const answer = await call('admin', 'GET', `documents/cash-receipt/${String(recovery?.id)}`);
    expect(answer.body?.receivedFrom).toBe(account?.name);
  });

  it('a docket prices its lines in the currency', async () => {
    const docket = (await state()).records['pos-sales']?.find((d) => d.stage === 'settled');
    const doc = await call('admin', 'GET', `documents/docket/${String(docket?.id)}`);
    const lines = doc.body?.lines as Json[];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.description).toMatch(/^\d+ × .+ @ \$\d[\d,]*\.\d{2}( less \$\d[\d,]*\.\d{2})?$/);
  });
});
