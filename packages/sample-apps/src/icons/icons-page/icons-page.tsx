import { useSearchParams } from 'react-router-dom';
import { ErrorPanel } from '@hotel/shell';
import { EmptyState, Input, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger, toast, useBreakpoint } from '@hotel/ui';
import { useResource } from '../../example/use-resource';
import { IconGrid } from './icon-grid';

/** The sets of GET api/ui/icons/{set}, in tab order. */
export const ICON_SET_TABS = [
  { id: 'heroicons-outline', label: 'Heroicons Outline' },
  { id: 'heroicons-solid', label: 'Heroicons Solid' },
  { id: 'heroicons-mini', label: 'Heroicons Mini' },
  { id: 'material-outline', label: 'Material Outline' },
  { id: 'material-solid', label: 'Material Solid' },
  { id: 'material-twotone', label: 'Material Twotone' },
  { id: 'feather', label: 'Feather' },
] as const;

/** The answer of GET api/ui/icons/{set}. */
export interface IconSetList {
  namespace: string;
  name: string;
  grid: string;
  list: string[];
}

/** Copies text to the clipboard; answers whether it worked (no clipboard, or permission refused: false). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Icons (/ui/icons): set tabs, search, a virtual grid; choosing an icon copies its name. Set and search live in the URL. */
export function IconsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('set');
  const set = ICON_SET_TABS.some((t) => t.id === requested) ? (requested as string) : ICON_SET_TABS[0].id;
  const search = params.get('search') ?? '';
  const xl = useBreakpoint('xl');
  const lg = useBreakpoint('lg');
  const md = useBreakpoint('md');
  const sm = useBreakpoint('sm');
  const columns = xl ? 10 : lg ? 8 : md ? 6 : sm ? 5 : 3;
  const icons = useResource<IconSetList>(`icons:${set}`, (http, signal) => http.get(`api/ui/icons/${set}`, { signal, supersede: 'icon-set' }));
  const needle = search.trim().toLowerCase();
  const names = (icons.data?.list ?? []).filter((n) => n.includes(needle));

  const update = (patch: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: 'search' in patch },
    );

  const pick = async (fullName: string) => {
    if (await copyText(fullName)) toast.success(`Copied ${fullName}`, { description: 'Paste it into an Icon name or a shortcut.' });
    else toast.error('Could not copy to the clipboard', { description: `The icon's name is ${fullName}.` });
  };

  const content = (
    <>
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <Input type="search" aria-label="Search icons" placeholder="Search icons" value={search} onChange={(e) => update({ search: e.target.value })} className="sm:w-80" />
          {icons.data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {names.length} of {icons.data.list.length} icons
            </p>
          ) : null}
        </div>
        {icons.error ? (
          <ErrorPanel error={icons.error} onRetry={icons.reload} />
        ) : !icons.data || icons.loading ? (
          <div role="status" aria-label="Loading icons">
            <Skeleton className="h-[65vh]" />
          </div>
        ) : names.length === 0 ? (
          <EmptyState icon="heroicons_outline:magnifying-glass" title={search ? `No icons match “${search}”` : 'This set has no icons'} level={2} />
        ) : (
          <IconGrid namespace={icons.data.namespace} names={names} columns={columns} onPick={(n) => void pick(n)} />
        )}
    </>
  );

  return (
    <div className="min-h-full bg-background px-4 py-8 sm:px-8" data-slot="icons-page">
      <div className="mx-auto grid max-w-7xl gap-6">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight">Icons</h1>
          <p className="mt-1 text-muted-foreground">Every icon the Icon component draws. Choose one to copy its name.</p>
        </header>
        <Tabs value={set} onValueChange={(id) => update({ set: id === ICON_SET_TABS[0].id ? '' : id })}>
          <TabsList className="h-auto flex-wrap" aria-label="Icon sets">
            {ICON_SET_TABS.map((t) => (
              <TabsTrigger key={t.id} value={t.id}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {ICON_SET_TABS.map((t) => (
            <TabsContent key={t.id} value={t.id} className="mt-4 grid gap-4">
              {t.id === set ? content : null}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </div>
  );
}
