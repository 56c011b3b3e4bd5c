import { useEffect, useState } from 'react';
import { useShellDataSources } from '../../data-sources/use-shell-data-sources';
import { errorMessage } from '../../errors/error-panel';
import { isAbortError } from '../../http/http-error';

export type { IconSetList } from '../../data-sources/http-data-sources';

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


export interface IconSetState {
  status: 'loading' | 'error' | 'ready';
  /** Full icon names 'namespace:name'. */
  icons: string[];
  error: string | null;
}

/** Loads the names of one icon set (the `shortcuts` data source's `icons`; by default GET api/ui/icons/{set}). */
export function useIconSet(set: string | null): IconSetState {
  const { shortcuts: source } = useShellDataSources();
  const [state, setState] = useState<IconSetState & { set: string | null }>({ set: null, status: 'loading', icons: [], error: null });

  useEffect(() => {
    if (!set) return;
    const controller = new AbortController();
    source
      .icons(set, { signal: controller.signal, background: true })
      .then((icons) => {
        if (!controller.signal.aborted) setState({ set, status: 'ready', icons, error: null });
      })
      .catch((cause: unknown) => {
        if (isAbortError(cause) || controller.signal.aborted) return;
        setState({ set, status: 'error', icons: [], error: errorMessage(cause) });
      });
    return () => controller.abort();
  }, [source, set]);

  return state.set === set ? state : { status: 'loading', icons: [], error: null };
}
