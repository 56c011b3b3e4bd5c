import { useMemo, useRef, useState } from 'react';
import { useMatch, useNavigate, useResolvedPath, useSearchParams } from 'react-router-dom';
import { Alert, Button, cn, Drawer, DrawerContent, EmptyState, Icon, IconButton, Input, Skeleton, useBreakpoint } from '@hotel/ui';
import { filterChats, useChats } from '../use-chat';
import { ChatsList } from './chats-list';
import { ContactInfo } from './contact-info';
import { Conversation } from './conversation';
import { NewChatPanel, ProfilePanel } from './side-panels';

type Panel = 'new' | 'profile' | null;

/**
 * Chat: the chats list (filter in `?q=`, unread counts, muted) with 'New chat' and 'Profile'
 * drawers, and the conversation at `/apps/chat/:chatId` with a contact-info drawer (side from lg,
 * over below), mute, clear messages and a composer. On phones the list and the conversation take
 * turns.
 */
export function ChatPage() {
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  const chatId = useMatch(`${base}/:chatId`)?.params.chatId;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = params.get('q') ?? '';
  const search = filter ? `?q=${encodeURIComponent(filter)}` : '';
  const md = useBreakpoint('md');
  const lg = useBreakpoint('lg');
  const [panel, setPanel] = useState<Panel>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openPanel = (next: Panel, from: HTMLElement) => {
    opener.current = from;
    setPanel(next);
  };
  const [infoOpen, setInfoOpen] = useState(false);
  const { list, conversation, chats, setMuted, clear, send, start } = useChats(chatId);
  const startChat = async (contactId: string) => {
    const id = await start(contactId);
    if (id === null) return false;
    setPanel(null);
    void navigate({ pathname: id, search });
    return true;
  };
  const shown = useMemo(() => filterChats(chats, filter), [chats, filter]);
  const chat = conversation.data?.id === chatId ? conversation.data : undefined;
  const back = md ? undefined : () => void navigate({ pathname: '.', search });

  return (
    <div data-slot="chat-page" className="flex h-full min-h-[32rem] w-full min-w-0 bg-card text-foreground">
      <Drawer side="left" mode="over" width={384} open={panel !== null} onOpenChange={(open) => !open && setPanel(null)}>
        <section aria-labelledby="chats-title" className={cn('flex min-w-0 flex-col border-e border-border md:w-96 md:shrink-0', chatId && !md ? 'hidden' : 'w-full')}>
          <header className="grid gap-4 border-b border-border p-4 sm:p-6">
            <div className="flex items-center gap-2">
              <IconButton label="Profile" icon="heroicons-outline:user-circle" onClick={(e) => openPanel('profile', e.currentTarget)} />
              <h1 id="chats-title" className="flex-1 text-2xl font-extrabold tracking-tight">
                Chats
              </h1>
              <Button variant="outline" size="sm" onClick={(e) => openPanel('new', e.currentTarget)}>
                <Icon name="heroicons-outline:plus-circle" size="sm" />
                New chat
              </Button>
            </div>
            <Input
              type="search"
              aria-label="Search or start new chat"
              placeholder="Search or start new chat"
              value={filter}
              onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
              startAdornment={<Icon name="heroicons-outline:magnifying-glass" size="sm" />}
            />
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {list.status === 'loading' ? (
              <div className="grid gap-4 p-6" role="status" aria-busy="true" aria-label="Loading chats">
                {Array.from({ length: 6 }, (_, i) => (
                  <div key={i} className="flex items-center gap-3">
                    <Skeleton className="size-10 rounded-full" />
                    <Skeleton className="h-4 flex-1" />
                  </div>
                ))}
              </div>
            ) : list.status === 'error' ? (
              <div className="p-4">
                <Alert variant="error" title="The chats could not be loaded" action={<Button variant="outline" size="sm" onClick={list.reload}>Retry</Button>}>
                  {list.error}
                </Alert>
              </div>
            ) : (
              <ChatsList chats={shown} selectedId={chatId} filter={filter} search={search} />
            )}
          </div>
        </section>
        {panel ? (
          <DrawerContent
            aria-describedby={undefined}
            closeLabel={panel === 'new' ? 'Close new chat' : 'Close profile'}
            onCloseAutoFocus={(event) => {
              // Focus goes back to the button that opened the panel (it has no DrawerTrigger).
              if (opener.current?.isConnected) {
                event.preventDefault();
                opener.current.focus();
              }
            }}
          >
            {panel === 'new' ? <NewChatPanel chats={chats} onPick={() => setPanel(null)} onStart={startChat} /> : <ProfilePanel />}
          </DrawerContent>
        ) : null}
      </Drawer>
      <Drawer side="right" mode={lg ? 'side' : 'over'} width={400} open={infoOpen && Boolean(chat)} onOpenChange={setInfoOpen}>
        <section className={cn('flex min-w-0 flex-1 flex-col', !chatId && !md && 'hidden')} aria-label="Conversation">
          {chatId ? (
            <Conversation
              chat={chat}
              status={chat ? 'ready' : conversation.status === 'error' ? 'error' : 'loading'}
              error={conversation.error}
              onRetry={conversation.reload}
              onContactInfo={() => {
                opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                setInfoOpen(true);
              }}
              onMutedChange={(muted) => void setMuted(chatId, muted)}
              onClear={() => clear(chatId)}
              onSend={(text) => send(chatId, text)}
              onBack={back}
            />
          ) : (
            <EmptyState level={2} className="flex-1 bg-background" icon="heroicons-outline:chat-bubble-left-right" title="Select a conversation" description="Pick a chat on the list, or start a new one." />
          )}
        </section>
        {infoOpen && chat ? (
          <DrawerContent
            aria-describedby={undefined}
            closeLabel="Close contact info"
            onCloseAutoFocus={(event) => {
              if (opener.current?.isConnected) {
                event.preventDefault();
                opener.current.focus();
              }
            }}
          >
            <ContactInfo contact={chat.contact} />
          </DrawerContent>
        ) : null}
      </Drawer>
    </div>
  );
}
