import { createContext, type ReactNode } from 'react';
import type { ShellDataSources } from './types';

/** The data sources given to the nearest ShellDataSourcesProvider (the HTTP defaults fill in the rest). */
export const DataSourcesContext = createContext<Partial<ShellDataSources> | null>(null);

export interface ShellDataSourcesProviderProps {
  /**
   * The sources to use below, whole or in part; the HTTP defaults on the HttpClientProvider's client
   * fill in the rest. ShellProviders passes `services.dataSources`.
   */
  sources: Partial<ShellDataSources>;
  children?: ReactNode;
}

/** Provides the data sources the header panels and the navigation read (ShellProviders renders it). */
export function ShellDataSourcesProvider({ sources, children }: ShellDataSourcesProviderProps) {
  return <DataSourcesContext value={sources}>{children}</DataSourcesContext>;
}
