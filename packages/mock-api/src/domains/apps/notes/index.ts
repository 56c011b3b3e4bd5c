import { sampleApp } from '../../../core/auth';
import type { DomainModule } from '../../../core/module';
import type { Note } from '../contracts';
import { dataScenario, replaceItems } from '../shared';
import { notesHandlers } from './handlers';
import { notesDomain, type NotesState } from './seed';

const all = '*/api/apps/notes*';
const FIRST = '9e7e0000-0000-4000-8000-000000000001';
const setNotes = (live: NotesState, notes: Note[]) => replaceItems(live.notes, notes);

/** Notes sample app: `api/apps/notes*`. */
export const notesModule: DomainModule = sampleApp('Notes', '*/api/apps/notes', {
  handlers: notesHandlers,
  readPaths: ['*/api/apps/notes/all', '*/api/apps/notes/labels'],
  scenarios: (ctx) => {
    const happy = notesHandlers(ctx);
    const data = () => import('./data');
    return {
      empty: dataScenario(ctx, all, notesDomain, () => [], setNotes, happy),
      many: dataScenario(ctx, all, notesDomain, async () => (await data()).manyNotes(1000, ctx.now()), setNotes, happy),
      longText: dataScenario(ctx, all, notesDomain, async () => (await data()).longTextNotes(ctx.now()), setNotes, happy),
    };
  },
  samples: [
    { method: 'GET', path: 'api/apps/notes/labels' },
    { method: 'POST', path: 'api/apps/notes/labels', body: { title: 'Travel' } },
    { method: 'PATCH', path: 'api/apps/notes/labels', body: { label: { id: 'note-label-1', title: 'Home' } } },
    { method: 'DELETE', path: 'api/apps/notes/labels', query: { id: 'note-label-6' } },
    { method: 'GET', path: 'api/apps/notes/all' },
    { method: 'POST', path: 'api/apps/notes/tasks', body: { note: { id: FIRST }, task: 'Book the room' } },
    { method: 'POST', path: 'api/apps/notes', body: { note: { title: 'Call the florist', content: 'Before noon', labels: ['note-label-2'] } } },
    {
      method: 'PATCH',
      path: 'api/apps/notes',
      body: { updatedNote: { id: FIRST, title: 'Weekly staff meeting', content: 'Moved to Tuesday', tasks: null, image: null, reminder: null, labels: [], archived: true } },
    },
    { method: 'DELETE', path: 'api/apps/notes', query: { id: FIRST } },
  ],
});
