import type { HotelAuditEntry, HotelRecord } from '@hotel/domain';
import type { Domain } from '../../core/db';
import { decodeLedger, encodeLedger } from './ledger/codec';
import type { LedgerState } from './ledger/store';

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
}

/** Every hotel resource's records, seeded on first use from a lazily imported data module. */
export const hotelDomain: Domain<HotelState> = {
  name: 'hotel',
  seed: async (tools) => (await import('./seed-data')).buildHotelSeed(tools),
  codec: {
    encode: (state) => ({ ...state, ledger: encodeLedger(state.ledger) }),
    decode: (stored) => {
      const value = stored as HotelState;
      if (!value || typeof value !== 'object' || !value.records) throw new Error('no records');
      return { ...value, ledger: decodeLedger(value.ledger) };
    },
  },
};
