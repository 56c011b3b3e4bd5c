import { createContext, use, type ReactNode } from 'react';
import type { HttpClient } from './http-client';

const HttpClientContext = createContext<HttpClient | null>(null);

export interface HttpClientProviderProps {
  /** The client every shell widget uses (see createHttpClient). */
  client: HttpClient;
  children?: ReactNode;
}

/** Provides the shell's HTTP client. */
export function HttpClientProvider({ client, children }: HttpClientProviderProps) {
  return <HttpClientContext value={client}>{children}</HttpClientContext>;
}

/** The shell's HTTP client; throws outside an HttpClientProvider. */
export function useHttpClient(): HttpClient {
  const client = use(HttpClientContext);
  if (!client) throw new Error('useHttpClient must be used inside an <HttpClientProvider>.');
  return client;
}

/** The shell's HTTP client, or null outside an HttpClientProvider. */
export function useOptionalHttpClient(): HttpClient | null {
  return use(HttpClientContext);
}
