import type { SeedTools } from '../../../core/db';
import type { Note } from '../contracts';
import type { NotesState } from './seed';

export const noteId = (index: number): string => `9e7e0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

const NOTES: [string, string][] = [
  ['Weekly staff meeting', 'Agenda:\n- Occupancy forecast\n- Summer rota\n- Guest feedback'],
  ['Gift ideas for Mum', 'Silk scarf, the new cookbook, a spa day.'],
  ['Wi-Fi password for the conference room', 'Network: Hotel-Events\nAsk IT for the weekly code.'],
  ['Shopping list', ''],
  ['Book club — next read', '“Der Zauberberg” by Thomas Mann. Meeting on the 12th.'],
  ['Recette : tarte tatin', 'Pommes, beurre, sucre, pâte brisée. 45 min à 180 °C.'],
  ['Ideas for the rooftop bar', 'Live jazz on Fridays, a signature cocktail, heaters for autumn.'],
  ['Supplier contacts', 'Linen: Everest Linen Co.\nFlowers: Iris Florists\nWine: Juniper Wines'],
  ['Packing list', ''],
  ['Quote', '“Hospitality is making your guests feel at home, even if you wish they were.”'],
  ['Training plan', ''],
  ['Car service', 'Tyres, oil change, wipers. Garage opens at 8.'],
  ['日本出張メモ', '東京: 3泊。大阪: 2泊。お土産を忘れずに。'],
  ['Renovation checklist', ''],
  ['Old passwords (do not use)', 'Archived: moved everything to the password manager.'],
];
const CHECKLISTS: Record<number, string[]> = {
  3: ['Milk', 'Eggs', 'Coffee beans', 'Lemons'],
  8: ['Passport', 'Charger', 'Swimsuit'],
  10: ['Fire safety', 'First aid', 'Allergen awareness', 'GDPR basics'],
  13: ['Paint samples', 'Quote from the carpenter', 'Order lamps'],
};

export function buildNotes({ rng, now }: SeedTools): NotesState {
  const labels = ['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends'].map((title, i) => ({ id: `note-label-${i + 1}`, title }));
  const day = 86_400_000;
  const notes: Note[] = NOTES.map(([title, content], i) => {
    const created = new Date(now.getTime() - (i * 2 + rng.int(0, 1)) * day - rng.int(0, 600) * 60_000);
    const checklist = CHECKLISTS[i];
    return {
      id: noteId(i),
      title,
      content,
      tasks: checklist ? checklist.map((c, k) => ({ id: `${noteId(i)}-task-${k + 1}`, content: c, completed: k % 2 === 0 })) : null,
      image: i === 1 || i === 6 ? `images/apps/notes/note-${i === 1 ? 1 : 2}.svg` : null,
      reminder: i % 5 === 0 ? new Date(now.getTime() + (i + 1) * day).toISOString() : null,
      labels: rng.shuffle(labels.map((l) => l.id)).slice(0, rng.int(0, 2)),
      archived: false,
      createdAt: created.toISOString(),
      updatedAt: i % 3 === 0 ? new Date(created.getTime() + day / 2).toISOString() : null,
    };
  });
  // Exactly 3 archived: the last two and the sixth.
  for (const [i, note] of notes.entries()) note.archived = i === 5 || i === 12 || i === 14;
  return { notes, labels };
}

export function manyNotes(count: number, now: Date): Note[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `note-many-${i + 1}`,
    title: `Note ${i + 1}`,
    content: `Content of note ${i + 1}`,
    tasks: null,
    image: null,
    reminder: null,
    labels: [],
    archived: false,
    createdAt: new Date(now.getTime() - i * 60_000).toISOString(),
    updatedAt: null,
  }));
}

export function longTextNotes(now: Date): Note[] {
  return manyNotes(3, now).map((n) => ({ ...n, title: 'A very long note title that never seems to end '.repeat(4), content: 'Long content line.\n'.repeat(200), tasks: [{ id: `${n.id}-t`, content: 'A checklist item with a great deal of text in it '.repeat(5), completed: false }] }));
}
