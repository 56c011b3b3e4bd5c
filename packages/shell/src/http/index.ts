export {
  createHttpClient,
  SESSION_EXPIRED_MESSAGE,
  type HttpClient,
  type HttpClientAuth,
  type HttpClientOptions,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
} from './http-client';
export { DEFAULT_TIMEOUT_MS, OFFLINE_MESSAGE } from './deadline';
export { HttpClientProvider, useHttpClient, useOptionalHttpClient, type HttpClientProviderProps } from './http-client-provider';
export { HttpError, httpErrorFromResponse, isAbortError } from './http-error';
export { decodeJwtPayload, isTokenExpired, TOKEN_EXPIRY_SKEW_SECONDS } from './jwt';
