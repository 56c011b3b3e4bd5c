import { useCallback, useEffect, useState } from 'react';
import { useMatch, useNavigate, useResolvedPath, useSearchParams } from 'react-router-dom';
import { Alert, Button, Drawer, DrawerContent, EmptyState, Icon, Input, Skeleton, useBreakpoint } from '@hotel/ui';
import { ContactDetails } from './contact-details';
import { ContactsList } from './contacts-list';
import { contactCount, useContactLookups, useContacts } from './use-contacts';

/** Ctrl or Cmd + key, ignoring the other modifiers. */
const isShortcut = (event: KeyboardEvent, key: string) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key === key;

/**
 * Contacts: an alphabetical, virtual list with letter rows, a count and a search that calls the API
 * on every keystroke; the selected contact (URL `/apps/contacts/:id`) opens in a drawer, side from
 * lg and over below. Add (or Ctrl/Cmd + /) creates a contact and opens it in edit mode.
 */
export function ContactsPage() {
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  const match = useMatch(`${base}/:id`);
  const selectedId = match?.params.id;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const search = query ? `?q=${encodeURIComponent(query)}` : '';
  const wide = useBreakpoint('lg');
  const { contacts, status, error, reload, create, update, remove, uploadAvatar, replace } = useContacts(query);
  const [editId, setEditId] = useState<string | null>(null);
  const onTagDeleted = useCallback(
    (tagId: string) => {
      for (const c of contacts) if (c.tags.includes(tagId)) replace({ ...c, tags: c.tags.filter((t) => t !== tagId) });
    },
    [contacts, replace],
  );
  const lookups = useContactLookups(onTagDeleted);

  const add = useCallback(async () => {
    const contact = await create();
    if (!contact) return;
    setEditId(contact.id);
    void navigate({ pathname: contact.id, search });
  }, [create, navigate, search]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isShortcut(event, '/')) {
        event.preventDefault();
        void add();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [add]);

  const close = () => void navigate({ pathname: '.', search });

  const onDeleted = (id: string) => {
    const index = contacts.findIndex((c) => c.id === id);
    const next = contacts[index + 1] ?? contacts[index - 1];
    void navigate({ pathname: next && next.id !== id ? next.id : '.', search });
  };

  const fromList = contacts.find((c) => c.id === selectedId);

  return (
    <Drawer side="right" mode={wide ? 'side' : 'over'} width={wide ? 480 : 560} open={Boolean(selectedId)} onOpenChange={(open) => !open && close()}>
      <div data-slot="contacts-page" className="flex h-full min-h-[32rem] w-full min-w-0 bg-card text-foreground">
        <section aria-labelledby="contacts-title" className="flex min-w-0 flex-1 flex-col">
          <header className="flex flex-col gap-4 border-b border-border p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h1 id="contacts-title" className="text-3xl font-extrabold tracking-tight">
                Contacts
              </h1>
              <p className="text-muted-foreground" aria-live="polite">
                {status === 'ready' ? contactCount(contacts.length) : '\u00a0'}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Input
                type="search"
                aria-label="Search contacts"
                placeholder="Search contacts"
                value={query}
                onChange={(event) => setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })}
                startAdornment={<Icon name="heroicons-outline:magnifying-glass" size="sm" />}
                wrapperClassName="min-w-0 flex-1 sm:w-64"
              />
              <Button onClick={() => void add()} aria-keyshortcuts="Control+/ Meta+/">
                <Icon name="heroicons-outline:plus" size="sm" />
                Add
              </Button>
            </div>
          </header>
          {status === 'loading' ? (
            <div className="grid gap-3 p-6" role="status" aria-busy="true" aria-label="Loading contacts">
              {Array.from({ length: 6 }, (_, i) => (
                <div key={i} className="flex items-center gap-4">
                  <Skeleton className="size-10 rounded-full" />
                  <Skeleton className="h-4 w-48" />
                </div>
              ))}
            </div>
          ) : status === 'error' ? (
            <div className="p-6">
              <Alert variant="error" title="The contacts could not be loaded" action={<Button variant="outline" size="sm" onClick={reload}>Retry</Button>}>
                {error}
              </Alert>
            </div>
          ) : contacts.length === 0 ? (
            <EmptyState
              level={2}
              className="flex-1"
              icon="heroicons-outline:user-group"
              title={query ? 'No contacts match the search' : 'There are no contacts!'}
              description={query ? `Nothing matches “${query}”.` : 'Add a contact to get started.'}
            />
          ) : (
            <ContactsList contacts={contacts} selectedId={selectedId} search={search} />
          )}
        </section>
        {selectedId ? (
          <DrawerContent aria-describedby={undefined} closeLabel="Close details" className="overflow-hidden" showCloseButton={false}>
            <ContactDetails
              key={selectedId}
              id={selectedId}
              fromList={fromList}
              initialMode={editId === selectedId ? 'edit' : 'view'}
              lookups={lookups}
              onClose={close}
              onSave={(changes) => update(selectedId, changes)}
              onDelete={async () => {
                if (await remove(selectedId)) onDeleted(selectedId);
              }}
              onUploadAvatar={(file) => uploadAvatar(selectedId, file)}
              onModeChange={(mode) => setEditId(mode === 'edit' ? selectedId : null)}
            />
          </DrawerContent>
        ) : null}
      </div>
    </Drawer>
  );
}
