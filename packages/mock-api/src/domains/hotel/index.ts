import type { DomainModule } from '../../core/module';

/** The domains of the hotel's resources, driven by the declarations of @hotel/domain, keyed by name, in matching order. */
export const hotelDomains: Record<string, DomainModule> = {};
