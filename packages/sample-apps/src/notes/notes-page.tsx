import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, cn, Drawer, DrawerContent, DrawerTitle, EmptyState, Icon, IconButton, Input, Skeleton, useBreakpoint } from '@hotel/ui';
import { LabelsDialog } from './labels-dialog';
import { NoteCard } from './note-card';
import { blankNote, NoteDialog } from './note-dialog';
import { filterNotes, masonryColumn, useNotes, type NoteDraft, type NotesFilter } from './use-notes';

/** Columns by width: 5 at xl, 4 at lg, 3 at md, 2 at sm, 1 below. */
function useColumnCount(): number {
  const sm = useBreakpoint('sm');
  const md = useBreakpoint('md');
  const lg = useBreakpoint('lg');
  const xl = useBreakpoint('xl');
  return xl ? 5 : lg ? 4 : md ? 3 : sm ? 2 : 1;
}

/** The filter in the URL: `?filter=archive`, `?label=<id>`, or the live notes. */
function readFilter(params: URLSearchParams): NotesFilter {
  const label = params.get('label');
  if (label) return { kind: 'label', id: label };
  return params.get('filter') === 'archive' ? { kind: 'archive' } : { kind: 'notes' };
}

/**
 * Notes: a masonry grid (item i in column i mod n), filters Notes / Archive / each label in a drawer
 * (side from lg, over below), search in title and content, a note dialog with autosave and an
 * 'Edit labels' dialog. The URL holds the filter, the search (`q`) and the open note (`note`).
 */
export function NotesPage() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const query = params.get('q') ?? '';
  const openId = params.get('note');
  const wide = useBreakpoint('lg');
  const columns = useColumnCount();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [draft, setDraft] = useState<NoteDraft | null>(null);
  const api = useNotes();
  const shown = useMemo(() => filterNotes(api.notes, filter, query), [api.notes, filter, query]);
  const opened = openId ? api.notes.find((n) => n.id === openId) : undefined;

  const link = (next: Record<string, string>) => {
    const search = new URLSearchParams(next);
    if (query) search.set('q', query);
    return `?${search.toString()}`;
  };
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: key === 'q' });
  };
  const title = filter.kind === 'archive' ? 'Archive' : filter.kind === 'label' ? (api.labels.find((l) => l.id === filter.id)?.title ?? 'Label') : 'Notes';
  const isCurrent = (f: NotesFilter) => f.kind === filter.kind && (f.kind !== 'label' || (filter.kind === 'label' && f.id === filter.id));

  const filters = (
    <nav aria-label="Note filters" className="grid gap-1 p-4">
      {[{ f: { kind: 'notes' } as NotesFilter, to: link({}), label: 'Notes', icon: 'heroicons-outline:pencil-square' }, { f: { kind: 'archive' } as NotesFilter, to: link({ filter: 'archive' }), label: 'Archive', icon: 'heroicons-outline:archive-box' }, ...api.labels.map((l) => ({ f: { kind: 'label', id: l.id } as NotesFilter, to: link({ label: l.id }), label: l.title, icon: 'heroicons-outline:tag' }))].map((item) => (
        <Link
          key={item.to}
          to={item.to}
          onClick={() => setFiltersOpen(false)}
          aria-current={isCurrent(item.f) ? 'page' : undefined}
          className={cn(
            'flex items-center gap-3 rounded-md px-3 py-2 text-sm outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring',
            isCurrent(item.f) && 'bg-primary-50 font-semibold text-primary-900 dark:bg-hover dark:text-foreground',
          )}
        >
          <Icon name={item.icon} size="sm" />
          <span className="truncate">{item.label}</span>
        </Link>
      ))}
      <Button variant="ghost" className="justify-start" onClick={() => { setFiltersOpen(false); setLabelsOpen(true); }}>
        <Icon name="heroicons-outline:pencil" size="sm" />
        Edit labels
      </Button>
    </nav>
  );

  return (
    <div data-slot="notes-page" className="flex h-full min-h-[32rem] w-full min-w-0 bg-background text-foreground">
      {wide ? (
        <aside className="w-72 shrink-0 border-e border-border bg-card">{filters}</aside>
      ) : (
        <Drawer side="left" mode="over" open={filtersOpen} onOpenChange={setFiltersOpen} width={288}>
          <DrawerContent aria-describedby={undefined} closeLabel="Close filters">
            <DrawerTitle className="p-4 pb-0">Filters</DrawerTitle>
            {filters}
          </DrawerContent>
        </Drawer>
      )}
      <section aria-labelledby="notes-title" className="flex min-w-0 flex-1 flex-col">
        <header className="flex flex-col gap-4 border-b border-border bg-card p-6 sm:flex-row sm:items-center">
          <div className="flex items-center gap-2">
            {!wide ? <IconButton icon="heroicons-outline:bars-3" label="Show filters" onClick={() => setFiltersOpen(true)} /> : null}
            <h1 id="notes-title" className="text-3xl font-extrabold tracking-tight break-words">
              {title}
            </h1>
          </div>
          <div className="flex items-center gap-2 sm:ms-auto">
            <Input
              type="search"
              aria-label="Search notes"
              placeholder="Search notes"
              value={query}
              onChange={(e) => setParam('q', e.target.value || null)}
              startAdornment={<Icon name="heroicons-outline:magnifying-glass" size="sm" />}
              wrapperClassName="min-w-0 flex-1 sm:w-64"
            />
            <Button onClick={() => setDraft(blankNote(filter.kind === 'archive', filter.kind === 'label' ? api.labels.filter((l) => l.id === filter.id) : []))}>
              <Icon name="heroicons-outline:plus" size="sm" />
              Add note
            </Button>
          </div>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-6">
          {api.status === 'loading' ? (
            <div role="status" aria-busy="true" aria-label="Loading notes" className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-40 w-full rounded-xl" />
              ))}
            </div>
          ) : api.status === 'error' ? (
            <Alert variant="error" title="The notes could not be loaded" action={<Button variant="outline" size="sm" onClick={api.reload}>Retry</Button>}>
              {api.error}
            </Alert>
          ) : shown.length === 0 ? (
            <EmptyState
              level={2}
              icon="heroicons-outline:document"
              title={query ? 'No notes match the search' : 'There are no notes!'}
              description={query ? `Nothing matches “${query}”.` : filter.kind === 'archive' ? 'Archived notes show here.' : 'Use Add note to write one.'}
            />
          ) : (
            <div data-slot="notes-masonry" data-columns={columns} className="flex items-start gap-4">
              {Array.from({ length: columns }, (_, column) => (
                <div key={column} className="flex min-w-0 flex-1 flex-col gap-4">
                  {masonryColumn(shown, column, columns).map((note) => (
                    <NoteCard key={note.id} note={note} onOpen={() => setParam('note', note.id)} />
                  ))}
                </div>
              ))}
            </div>
          )}
        </div>
      </section>
      {opened || draft ? (
        <NoteDialog
          key={opened?.id ?? 'new'}
          note={opened ?? (draft as NoteDraft)}
          labels={api.labels}
          onSave={api.save}
          onDelete={api.remove}
          onClose={() => {
            setDraft(null);
            if (openId) setParam('note', null);
          }}
        />
      ) : null}
      <LabelsDialog open={labelsOpen} onOpenChange={setLabelsOpen} labels={api.labels} createLabel={api.createLabel} renameLabel={api.renameLabel} deleteLabel={api.deleteLabel} />
    </div>
  );
}
