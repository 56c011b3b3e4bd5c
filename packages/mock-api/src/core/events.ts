/** The event the page receives (on `window`) when another tab changed the mock data. */
export const MOCK_API_CHANGED_EVENT = 'hotel-mock-api:changed';

/** The detail of {@link MOCK_API_CHANGED_EVENT}: the names of the domains that changed ('*': all). */
export interface MockApiChangedDetail {
  domains: string[];
}
