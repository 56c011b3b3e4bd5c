import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { endpoints, type Chat, type ChatContact, type ChatProfile } from '@hotel/shell';
import { Alert, Avatar, Button, DrawerBody, DrawerHeader, DrawerTitle, Icon, Input, Skeleton } from '@hotel/ui';
import { useLoad } from '../use-chat';

const STATUS_LABEL: Record<string, string> = { online: 'Online', away: 'Away', busy: 'Busy', 'not-visible': 'Invisible' };

/** Props of NewChatPanel. */
export interface NewChatPanelProps {
  /** The chats, to link a contact to its conversation. */
  chats: Chat[];
  /** A contact with a conversation was picked (its link opens it). */
  onPick: () => void;
  /** Starts a chat with a contact who has none; resolves whether it worked (then the panel is left). */
  onStart: (contactId: string) => Promise<boolean>;
}

/**
 * 'New chat' drawer body: the contacts (filterable); a contact with a conversation opens it, any
 * other starts one (POST chat) and opens it.
 */
export function NewChatPanel({ chats, onPick, onStart }: NewChatPanelProps) {
  const { data, status, error, reload } = useLoad<ChatContact[]>('contacts', endpoints.chat.contacts);
  const [filter, setFilter] = useState('');
  const [starting, setStarting] = useState<string | null>(null);
  const start = async (contactId: string) => {
    setStarting(contactId);
    // On success the panel closes (and this component with it); on failure the row is usable again.
    if (!(await onStart(contactId))) setStarting(null);
  };
  const chatOf = useMemo(() => new Map(chats.map((c) => [c.contactId, c.id])), [chats]);
  const contacts = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    return (data ?? []).filter((c) => !needle || c.name.toLocaleLowerCase().includes(needle));
  }, [data, filter]);
  return (
    <>
      <DrawerHeader>
        <DrawerTitle>New chat</DrawerTitle>
      </DrawerHeader>
      <div className="border-b border-border p-4">
        <Input type="search" aria-label="Search contacts" placeholder="Search contacts" value={filter} onChange={(e) => setFilter(e.target.value)} startAdornment={<Icon name="heroicons-outline:magnifying-glass" size="sm" />} />
      </div>
      <DrawerBody className="p-0">
        {status === 'loading' ? (
          <div className="grid gap-3 p-4" role="status" aria-label="Loading contacts">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : status === 'error' ? (
          <div className="p-4">
            <Alert variant="error" title="The contacts could not be loaded" action={<Button size="sm" variant="outline" onClick={reload}>Retry</Button>}>
              {error}
            </Alert>
          </div>
        ) : contacts.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground" role="status">{filter ? `No contacts match “${filter.trim()}”.` : 'There are no contacts.'}</p>
        ) : (
          <ul aria-label="Contacts" className="divide-y divide-border">
            {contacts.map((contact) => {
              const chatId = chatOf.get(contact.id);
              const body = (
                <>
                  <Avatar name={contact.name} src={contact.avatar} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{contact.name}</span>
                    <span className="block truncate text-sm text-muted-foreground">{chatId ? (contact.about ?? 'Open the conversation') : 'Start a conversation'}</span>
                  </span>
                </>
              );
              return (
                <li key={contact.id}>
                  {chatId ? (
                    <Link to={chatId} onClick={onPick} className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset">
                      {body}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      disabled={starting !== null}
                      aria-busy={starting === contact.id}
                      onClick={() => void start(contact.id)}
                      className="flex w-full items-center gap-3 px-4 py-3 text-start outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset disabled:opacity-70"
                    >
                      {body}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </DrawerBody>
    </>
  );
}

/** 'Profile' drawer body: the signed-in user's chat profile. */
export function ProfilePanel() {
  const { data, status, error, reload } = useLoad<ChatProfile>('profile', endpoints.chat.profile);
  return (
    <>
      <DrawerHeader>
        <DrawerTitle>Profile</DrawerTitle>
      </DrawerHeader>
      <DrawerBody className="grid content-start gap-6">
        {status === 'loading' ? (
          <div className="grid justify-items-center gap-3" role="status" aria-label="Loading the profile">
            <Skeleton className="size-20 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
        ) : status === 'error' || !data ? (
          <Alert variant="error" title="The profile could not be loaded" action={<Button size="sm" variant="outline" onClick={reload}>Retry</Button>}>
            {error}
          </Alert>
        ) : (
          <>
            <div className="flex flex-col items-center gap-2 text-center">
              <Avatar name={data.name} src={data.avatar} status={data.status} size="xl" />
              <p className="text-lg font-medium break-words">{data.name}</p>
              <p className="text-sm text-muted-foreground">{STATUS_LABEL[data.status] ?? data.status}</p>
            </div>
            <dl className="grid gap-4 text-sm">
              <div>
                <dt className="text-muted-foreground">E-mail</dt>
                <dd className="break-words">{data.email}</dd>
              </div>
              {data.about ? (
                <div>
                  <dt className="text-muted-foreground">About</dt>
                  <dd className="break-words">{data.about}</dd>
                </div>
              ) : null}
            </dl>
          </>
        )}
      </DrawerBody>
    </>
  );
}
