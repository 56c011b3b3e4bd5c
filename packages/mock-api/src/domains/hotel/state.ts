import type { CashierShift, HotelAuditEntry, HotelRecord } from '@hotel/domain';
import * as z from 'zod/mini';
import type { Domain } from '../../core/db';
import { anyObject, num, recordOf, str } from '../../core/stored';
import { decodeLedger, encodeLedger } from './ledger/codec';
import type { LedgerState } from './ledger/store';
import { cloneData } from '../../core/clone';

/** One line of a record's audit trail (the API shape of @hotel/domain). */
export type AuditEntry = HotelAuditEntry;

export interface HotelState {
  /** Records per resource name. */
  records: Record<string, HotelRecord[]>;
  /** Audit trail per `<resource>/<id>`. */
  audit: Record<string, AuditEntry[]>;
  /** Last number issued per document prefix (RES, RCP, ...). */
  counters: Record<string, number>;
  /** The business date, night audits, journal and folio lines. */
  ledger: LedgerState;
  /** Cashier shifts (pos/shifts.ts); absent in a state stored before they existed. */
  shifts?: CashierShift[];
}

/** The stored hotel state: records and audit per resource, counters, and the ledger as tuples (`codec.ts`). */
const hotelSchema = z.object({
  records: recordOf(z.array(z.object({ id: str, stage: z.optional(str) }))),
  audit: recordOf(z.array(z.object({ at: str, action: str }))),
  counters: recordOf(num),
  ledger: z.object({ format: str, businessDate: str, audits: z.array(anyObject), entries: z.array(z.array(z.unknown())), lines: z.array(z.array(z.unknown())), counters: recordOf(num) }),
  shifts: z.optional(z.array(z.object({ id: str, stage: str, ownerId: str }))),
});

/**
 * Seeds already lived, by rng key and day: living 60 days of a hotel takes a few hundred
 * milliseconds, and tests and stories reset to the same seed again and again. A copy is handed out.
 */
const lived = new Map<string, HotelState>();

/** Every hotel resource's records, seeded on first use from a lazily imported data module. */
export const hotelDomain: Domain<HotelState> = {
  name: 'hotel',
  schema: hotelSchema,
  seed: async (tools) => {
    const key = `${tools.key}@${tools.now.toISOString().slice(0, 10)}`;
    let state = lived.get(key);
    if (!state) {
      state = (await import('./seed-data')).buildHotelSeed(tools);
      if (lived.size >= 4) lived.delete(lived.keys().next().value as string);
      lived.set(key, state);
    }
    return cloneData(state);
  },
  codec: {
    encode: (state) => ({ ...state, ledger: encodeLedger(state.ledger) }),
    decode: (stored) => {
      const value = stored as HotelState;
      if (!value || typeof value !== 'object' || !value.records) throw new Error('no records');
      return { ...value, ledger: decodeLedger(value.ledger) };
    },
  },
};
