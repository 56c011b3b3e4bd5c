import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notifyDataChanged } from '@hotel/shell';
import { SAMPLE_DATA } from '../api/data-names';
import type { NoteWithLabels } from '../api/notes';
import { useMockServer } from '../testing/mock-server';
import { renderApp } from '../testing/render-app';
import { notesRoutes } from './routes';
import { filterNotes, masonryColumn } from './use-notes';

const note = (id: string, extra: Partial<NoteWithLabels> = {}): NoteWithLabels => ({
  id,
  title: id,
  content: '',
  tasks: null,
  image: null,
  reminder: null,
  labels: [],
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
  ...extra,
});

describe('masonryColumn', () => {
  it.each([1, 2, 3, 4, 5])('puts item i in column i mod %i', (n) => {
    const items = Array.from({ length: 11 }, (_, i) => i);
    for (let c = 0; c < n; c++) expect(masonryColumn(items, c, n).every((i) => i % n === c)).toBe(true);
    expect(Array.from({ length: n }, (_, c) => masonryColumn(items, c, n).length).reduce((a, b) => a + b, 0)).toBe(11);
  });
});

describe('filterNotes', () => {
  const work = { id: 'l1', title: 'Work' };
  const notes = [note('Pool', { content: 'Clean the filter' }), note('Old', { archived: true }), note('Roster', { labels: [work] })];
  it.each([
    [{ kind: 'notes' } as const, '', ['Pool', 'Roster']],
    [{ kind: 'archive' } as const, '', ['Old']],
    [{ kind: 'label', id: 'l1' } as const, '', ['Roster']],
    [{ kind: 'notes' } as const, 'FILTER', ['Pool']],
    [{ kind: 'notes' } as const, 'rost', ['Roster']],
  ])('%o with "%s"', (filter, query, titles) => expect(filterNotes(notes, filter, query).map((n) => n.title)).toEqual(titles));
});

describe('NotesPage on the mock API', () => {
  const api = useMockServer();

  it('shows the seeded notes, filters by search and keeps it in the URL', async () => {
    await renderApp({ routes: notesRoutes, basePath: '/apps/notes' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Open note: / }).length).toBeGreaterThan(3));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search notes' }), 'zzqqxx');
    expect(await screen.findByText('No notes match the search')).toBeInTheDocument();
    expect(screen.getByTestId('app-location')).toHaveTextContent('/apps/notes?q=zzqqxx');
  });

  it('opens the archive from the URL', async () => {
    await renderApp({ routes: notesRoutes, basePath: '/apps/notes', initialPath: '/apps/notes?filter=archive' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Archive' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Open note: / })).toHaveLength(3));
  });

  it('loads the notes again, quietly, when another tab changed them (and only then)', async () => {
    const reads: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/apps/notes/all') reads.push(request.url);
    };
    api.server.events.on('request:start', onRequest);
    try {
      await renderApp({ routes: notesRoutes, basePath: '/apps/notes' });
      await waitFor(() => expect(screen.getAllByRole('button', { name: /^Open note: / }).length).toBeGreaterThan(3));
      expect(reads).toHaveLength(1);
      // Another tab renames a note in the shared store, then the page hears of it.
      const stored = api.snapshot();
      const notes = (stored[SAMPLE_DATA.notes] as { notes: { title: string; archived: boolean }[] }).notes;
      const renamed = notes.find((n) => !n.archived);
      if (!renamed) throw new Error('no live note');
      renamed.title = 'Changed in another tab';
      api.restore(stored);
      act(() => notifyDataChanged({ domains: ['apps.tasks'] }));
      act(() => notifyDataChanged({ domains: [SAMPLE_DATA.notes] }));
      expect(screen.queryByLabelText('Loading notes')).toBeNull();
      expect(await screen.findByRole('button', { name: 'Open note: Changed in another tab' })).toBeInTheDocument();
      expect(reads).toHaveLength(2);
    } finally {
      api.server.events.removeListener('request:start', onRequest);
    }
  });
});
