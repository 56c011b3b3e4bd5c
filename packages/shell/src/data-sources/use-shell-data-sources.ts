import { use } from 'react';
import { useOptionalHttpClient } from '../http/http-client-provider';
import { DataSourcesContext } from './data-sources-context';
import { DATA_SOURCE_KEYS } from './validate';
import { resolveDataSources } from './http-data-sources';
import type { ShellDataSources } from './types';

/**
 * The shell's data sources: those of the nearest ShellDataSourcesProvider (ShellProviders: the
 * app's `dataSources`), with the HTTP defaults on the shell's client for the rest. Throws outside
 * both providers, or when a source is missing and there is no HTTP client to default to.
 */
export function useShellDataSources(): ShellDataSources {
  const given = use(DataSourcesContext);
  const client = useOptionalHttpClient();
  if (client) return resolveDataSources(client, given ?? undefined);
  if (given && DATA_SOURCE_KEYS.every((key) => given[key])) return given as ShellDataSources;
  throw new Error('useShellDataSources must be used inside <ShellProviders> (or a <ShellDataSourcesProvider> with every source, or an <HttpClientProvider>).');
}
