import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, isAbortError, useDataChanged, useHttpClient } from '@hotel/shell';
import { toast } from '@hotel/ui';
import { contactsEndpoints, type Contact, type ContactTag, type Country } from '../api/contacts';
import { SAMPLE_DATA } from '../api/data-names';

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Contacts sorted by name, as the API sorts them. */
export const sortByName = (list: Contact[]): Contact[] => [...list].sort((a, b) => collator.compare(a.name, b.name));

/** 'No contacts' / '1 contact' / 'N contacts'. */
export function contactCount(count: number): string {
  if (count === 0) return 'No contacts';
  return count === 1 ? '1 contact' : `${count.toLocaleString()} contacts`;
}

export type ListStatus = 'loading' | 'error' | 'ready';

export interface UseContactsResult {
  contacts: Contact[];
  status: ListStatus;
  error: string | null;
  /** Loads the list again (after an error). */
  reload: () => void;
  /** Creates a blank contact ('New Contact') and answers it. */
  create: () => Promise<Contact | null>;
  /** Saves changes; the list is updated at once and restored if the call fails. */
  update: (id: string, changes: Partial<Omit<Contact, 'id'>>) => Promise<Contact | null>;
  /** Deletes a contact; restored if the call fails. Answers whether it was deleted. */
  remove: (id: string) => Promise<boolean>;
  /** Uploads an avatar (JPEG or PNG); answers the contact or null. */
  uploadAvatar: (id: string, file: File) => Promise<Contact | null>;
  /** Replaces one contact in the list (e.g. after it was loaded alone). */
  replace: (contact: Contact) => void;
}

/**
 * The contacts list for a search text: every keystroke calls `search?query` and supersedes the
 * previous request (no debounce); an empty text loads `all`. Mutations are optimistic with rollback
 * and an error toast. When the contacts changed elsewhere (another tab), the list loads again
 * quietly (it stays on screen until the answer).
 */
export function useContacts(query: string): UseContactsResult {
  const client = useHttpClient();
  const [contacts, setContacts] = useState<Contact[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const contactsRef = useRef(contacts);
  useEffect(() => {
    contactsRef.current = contacts;
  }, [contacts]);

  useEffect(() => {
    let live = true;
    const text = query.trim();
    const request = text
      ? client.get<Contact[]>(contactsEndpoints.search, { query: { query: text }, supersede: 'contacts-search' })
      : client.get<Contact[]>(contactsEndpoints.all, { supersede: 'contacts-search' });
    request.then(
      (list) => {
        if (!live) return;
        setContacts(list);
        setStatus('ready');
        setError(null);
      },
      (e: unknown) => {
        if (!live || isAbortError(e)) return;
        setError(errorMessage(e) ?? 'The contacts could not be loaded.');
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [client, query, attempt]);

  const reload = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  useDataChanged(() => setAttempt((n) => n + 1), { domains: [SAMPLE_DATA.contacts] });

  const replace = useCallback((contact: Contact) => {
    setContacts((list) => (list.some((c) => c.id === contact.id) ? sortByName(list.map((c) => (c.id === contact.id ? contact : c))) : list));
  }, []);

  const create = useCallback(async () => {
    try {
      const contact = await client.post<Contact>(contactsEndpoints.contact);
      setContacts((list) => sortByName([contact, ...list]));
      return contact;
    } catch (e) {
      toast.error('The contact could not be created.', { description: errorMessage(e) ?? undefined });
      return null;
    }
  }, [client]);

  const update = useCallback(
    async (id: string, changes: Partial<Omit<Contact, 'id'>>) => {
      const before = contactsRef.current;
      setContacts((list) => sortByName(list.map((c) => (c.id === id ? { ...c, ...changes } : c))));
      try {
        const saved = await client.patch<Contact>(contactsEndpoints.contact, { id, contact: changes });
        setContacts((list) => sortByName(list.map((c) => (c.id === id ? saved : c))));
        return saved;
      } catch (e) {
        setContacts(before);
        toast.error('The contact could not be saved.', { description: errorMessage(e) ?? undefined });
        return null;
      }
    },
    [client],
  );

  const remove = useCallback(
    async (id: string) => {
      const before = contactsRef.current;
      setContacts((list) => list.filter((c) => c.id !== id));
      try {
        await client.delete<boolean>(contactsEndpoints.contact, { query: { id } });
        return true;
      } catch (e) {
        setContacts(before);
        toast.error('The contact could not be deleted.', { description: errorMessage(e) ?? undefined });
        return false;
      }
    },
    [client],
  );

  const uploadAvatar = useCallback(
    async (id: string, file: File) => {
      const form = new FormData();
      form.set('id', id);
      form.set('avatar', file);
      try {
        const saved = await client.post<Contact>(contactsEndpoints.avatar, form);
        replace(saved);
        return saved;
      } catch (e) {
        toast.error('The avatar could not be uploaded.', { description: errorMessage(e) ?? undefined });
        return null;
      }
    },
    [client, replace],
  );

  return { contacts, status, error, reload, create, update, remove, uploadAvatar, replace };
}

/** One contact by id (deep links work even when the contact is not in the filtered list). */
export function useContact(id: string | undefined, fromList: Contact | undefined) {
  const client = useHttpClient();
  const [state, setState] = useState<{ id: string; contact: Contact | null; error: string | null } | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    client.get<Contact>(contactsEndpoints.contact, { query: { id } }).then(
      (contact) => live && setState({ id, contact, error: null }),
      (e: unknown) => live && !isAbortError(e) && setState({ id, contact: null, error: errorMessage(e) ?? 'The contact could not be loaded.' }),
    );
    return () => {
      live = false;
    };
  }, [client, id]);
  const current = state?.id === id ? state : null;
  // The list copy is fresher after local edits; the loaded one covers deep links.
  const contact = fromList ?? current?.contact ?? null;
  return { contact, error: contact ? null : (current?.error ?? null), loading: !contact && !current?.error };
}

export interface UseContactLookupsResult {
  tags: ContactTag[];
  countries: Country[];
  createTag: (title: string) => Promise<ContactTag | null>;
  renameTag: (id: string, title: string) => Promise<boolean>;
  deleteTag: (id: string) => Promise<boolean>;
}

/** Tags (with create, rename, delete) and countries for the details form. */
export function useContactLookups(onTagDeleted?: (id: string) => void): UseContactLookupsResult {
  const client = useHttpClient();
  const [tags, setTags] = useState<ContactTag[]>([]);
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    client.get<ContactTag[]>(contactsEndpoints.tags).then((t) => live && setTags(t), () => {});
    client.get<Country[]>(contactsEndpoints.countries).then((c) => live && setCountries(c), () => {});
    return () => {
      live = false;
    };
  }, [client]);

  const createTag = useCallback(
    async (title: string) => {
      try {
        const tag = await client.post<ContactTag>(contactsEndpoints.tag, { tag: { title } });
        setTags((list) => [tag, ...list]);
        return tag;
      } catch (e) {
        toast.error('The tag could not be created.', { description: errorMessage(e) ?? undefined });
        return null;
      }
    },
    [client],
  );
  const renameTag = useCallback(
    async (id: string, title: string) => {
      try {
        const tag = await client.patch<ContactTag>(contactsEndpoints.tag, { id, tag: { title } });
        setTags((list) => list.map((t) => (t.id === id ? tag : t)));
        return true;
      } catch (e) {
        toast.error('The tag could not be renamed.', { description: errorMessage(e) ?? undefined });
        return false;
      }
    },
    [client],
  );
  const deleteTag = useCallback(
    async (id: string) => {
      try {
        await client.delete<boolean>(contactsEndpoints.tag, { query: { id } });
        setTags((list) => list.filter((t) => t.id !== id));
        onTagDeleted?.(id);
        return true;
      } catch (e) {
        toast.error('The tag could not be deleted.', { description: errorMessage(e) ?? undefined });
        return false;
      }
    },
    [client, onTagDeleted],
  );
  return useMemo(() => ({ tags, countries, createTag, renameTag, deleteTag }), [tags, countries, createTag, renameTag, deleteTag]);
}
