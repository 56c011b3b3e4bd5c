import { createContext, use, type ReactNode } from 'react';
import type { HttpClient } from '../http/http-client';
import { useOptionalHttpClient } from '../http/http-client-provider';
import { createHttpDataSources } from './http-data-sources';
import type { ShellDataSources } from './types';

const DataSourcesContext = createContext<ShellDataSources | null>(null);

export interface ShellDataSourcesProviderProps {
  /** Every source (ShellProviders passes `services.dataSources`: the HTTP defaults with the app's own over them). */
  sources: ShellDataSources;
  children?: ReactNode;
}

/** Provides the data sources the header panels and the navigation read (ShellProviders renders it). */
export function ShellDataSourcesProvider({ sources, children }: ShellDataSourcesProviderProps) {
  return <DataSourcesContext value={sources}>{children}</DataSourcesContext>;
}

// The HTTP defaults of a bare HttpClientProvider, one set per client.
const fallbacks = new WeakMap<HttpClient, ShellDataSources>();

/**
 * The shell's data sources: those of the nearest ShellDataSourcesProvider (ShellProviders), or the
 * HTTP defaults on the client of a bare HttpClientProvider. Throws outside both.
 */
export function useShellDataSources(): ShellDataSources {
  const sources = use(DataSourcesContext);
  const client = useOptionalHttpClient();
  if (sources) return sources;
  if (!client) throw new Error('useShellDataSources must be used inside <ShellProviders> (or a <ShellDataSourcesProvider>).');
  let defaults = fallbacks.get(client);
  if (!defaults) {
    defaults = createHttpDataSources(client);
    fallbacks.set(client, defaults);
  }
  return defaults;
}
