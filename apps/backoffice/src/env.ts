/** Build-time settings: the mock API is on unless VITE_MOCK_API=false; VITE_API_URL points at a real server. */
export const env = {
  mockApi: import.meta.env.VITE_MOCK_API !== 'false',
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? '/',
};
