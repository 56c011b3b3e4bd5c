import type { HotelAuditEntry, HotelRecord } from '@hotel/domain';
import type { Domain } from '../../core/db';

/** One line of a record's audit trail (the API shape of @hotel/domain). */
export type AuditEntry = HotelAuditEntry;

export interface HotelState {
  /** Records per resource name. */
  records: Record<string, HotelRecord[]>;
  /** Audit trail per `<resource>/<id>`. */
  audit: Record<string, AuditEntry[]>;
  /** Last number issued per document prefix (RES, RCP, ...). */
  counters: Record<string, number>;
}

/** Every hotel resource's records, seeded on first use from a lazily imported data module. */
export const hotelDomain: Domain<HotelState> = {
  name: 'hotel',
  seed: async (tools) => (await import('./seed-data')).buildHotelSeed(tools),
};
