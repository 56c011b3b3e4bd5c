import { useEffect, useState } from 'react';
import { endpoints } from '../../api';
import { errorMessage } from '../../errors/error-panel';
import { useHttpClient } from '../../http/http-client-provider';
import { isAbortError } from '../../http/http-error';

/** The icon sets the picker offers (GET api/ui/icons/{set}). */
export const ICON_PICKER_SETS = [
  { id: 'heroicons_outline', label: 'Heroicons Outline' },
  { id: 'heroicons_solid', label: 'Heroicons Solid' },
  { id: 'heroicons_mini', label: 'Heroicons Mini' },
  { id: 'material_outline', label: 'Material Outline' },
  { id: 'material_solid', label: 'Material Solid' },
  { id: 'material_twotone', label: 'Material Two-tone' },
  { id: 'feather', label: 'Feather' },
] as const;

/** The answer of GET api/ui/icons/{set}. */
export interface IconSetList {
  namespace: string;
  name: string;
  grid: string;
  list: string[];
}

export interface IconSetState {
  status: 'loading' | 'error' | 'ready';
  /** Full icon names 'namespace:name'. */
  icons: string[];
  error: string | null;
}

/** Loads the names of one icon set (GET api/ui/icons/{set}). */
export function useIconSet(set: string | null): IconSetState {
  const client = useHttpClient();
  const [state, setState] = useState<IconSetState & { set: string | null }>({ set: null, status: 'loading', icons: [], error: null });

  useEffect(() => {
    if (!set) return;
    const controller = new AbortController();
    client
      .get<IconSetList>(endpoints.ui.icons(set), { signal: controller.signal, skipLoading: true })
      .then((data) => setState({ set, status: 'ready', icons: data.list.map((name) => `${data.namespace}:${name}`), error: null }))
      .catch((cause: unknown) => {
        if (isAbortError(cause)) return;
        setState({ set, status: 'error', icons: [], error: errorMessage(cause) });
      });
    return () => controller.abort();
  }, [client, set]);

  return state.set === set ? state : { status: 'loading', icons: [], error: null };
}
