import type { NavigationItem, SearchResponse } from '@hotel/shell/api';
import type { Contact, Task } from '../../apps/contracts';
import { visibleLinks } from '../navigation/filter';

/** The shortest query that searches (000 section 9); shorter answers []. */
export const MIN_QUERY_LENGTH = 2;
/** The longest query accepted; longer answers 400. */
export const MAX_QUERY_LENGTH = 200;

export interface SearchSources {
  /** The user's filtered navigation. */
  navigation: readonly NavigationItem[];
  /** Contacts and tasks, only for users who can open the sample apps (else null). */
  contacts: readonly Contact[] | null;
  tasks: readonly Task[] | null;
}

/**
 * The search of the header bar: contacts by name, pages by title or subtitle, tasks by title, all
 * case-insensitive substring matches (plain `includes`, so regex characters are ordinary text).
 * Sets with no match are omitted; a query under 2 characters after trimming answers [].
 */
export function search(rawQuery: string, sources: SearchSources): SearchResponse {
  const query = rawQuery.trim().toLowerCase();
  if (query.length < MIN_QUERY_LENGTH) return [];
  const has = (value: string | undefined | null) => !!value && value.toLowerCase().includes(query);
  const sets: SearchResponse = [];

  const contacts = (sources.contacts ?? [])
    .filter((contact) => has(contact.name))
    .map((contact) => ({
      id: contact.id,
      name: contact.name,
      avatar: contact.avatar ?? null,
      link: `/apps/contacts/${contact.id}`,
      value: contact.name,
    }));
  if (contacts.length) sets.push({ id: 'contacts', label: 'Contacts', results: contacts });

  const pages = visibleLinks(sources.navigation)
    .filter((item) => has(item.title) || has(item.subtitle))
    .map((item) => ({ id: item.id, title: item.title ?? item.id, link: item.link as string, value: item.title ?? item.id }));
  if (pages.length) sets.push({ id: 'pages', label: 'Pages', results: pages });

  const tasks = (sources.tasks ?? [])
    .filter((task) => task.type === 'task' && has(task.title))
    .map((task) => ({ id: task.id, title: task.title, completed: task.completed, link: `/apps/tasks/${task.id}`, value: task.title }));
  if (tasks.length) sets.push({ id: 'tasks', label: 'Tasks', results: tasks });

  return sets;
}
