/**
 * Whether the in-page mock API answers: on unless VITE_MOCK_API=false. A build-time constant, so a
 * real-API build drops the mock API, its signing key and the demo accounts (scripts/check-build.mjs).
 */
export const MOCK_API: boolean = import.meta.env.VITE_MOCK_API !== 'false';

/** Build-time settings: the mock API is on unless VITE_MOCK_API=false; VITE_API_URL points at a real server. */
export const env = {
  mockApi: MOCK_API,
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? '/',
};
