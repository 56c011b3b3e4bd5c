/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's base URL; default '/' (same origin). */
  readonly VITE_API_URL?: string;
  /** 'false' leaves the in-page mock API out: a real server answers at VITE_API_URL. */
  readonly VITE_MOCK_API?: string;
}
