import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, IconButton, lazyWithPreload, preloadOnIntent } from '@hotel/ui';
import { useLazyWidget } from '../../lazy/use-lazy-widget';
import { useHeaderOverflowItem } from '../overflow/header-overflow-context';
import { QuickChatList } from './quick-chat-list';
import { useQuickChat, type QuickChatState, type UseQuickChatOptions } from './use-quick-chat';

/** The drawer (Radix Dialog, the conversation with sanitised HTML and dates, the composer) loads on intent. */
const drawer = lazyWithPreload(() => import('./quick-chat-drawer').then((m) => m.QuickChatDrawer));
/** Hovering, focusing or pressing anything that opens the drawer starts loading it. */
const drawerIntent = preloadOnIntent(drawer);

const QuickChatContext = createContext<QuickChatState | null>(null);

export interface QuickChatProviderProps extends UseQuickChatOptions {
  children?: ReactNode;
}

/** Shares one quick-chat state between the header toggle and the rail/drawer. */
export function QuickChatProvider({ children, ...options }: QuickChatProviderProps) {
  const state = useQuickChat(options);
  return <QuickChatContext value={state}>{children}</QuickChatContext>;
}

/** The shared quick-chat state; throws outside a QuickChatProvider. */
export function useQuickChatContext(): QuickChatState {
  const value = use(QuickChatContext);
  if (!value) throw new Error('useQuickChatContext must be used inside a <QuickChatProvider>.');
  return value;
}

/** The header button that opens and closes the quick-chat drawer (needs a QuickChatProvider). */
export function QuickChatToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const state = useQuickChatContext();
  const unread = state.chats.reduce((sum, chat) => sum + (chat.unreadCount > 0 ? 1 : 0), 0);
  const unreadLabel = t('quickChat.unreadChats', { count: unread, defaultValue_one: '{{count}} unread chat', defaultValue_other: '{{count}} unread chats' });
  // On a phone the header may move this toggle into its 'More actions' menu.
  const { collapsed } = useHeaderOverflowItem({
    id: 'quick-chat',
    label: t('quickChat.title'),
    icon: 'heroicons_outline:chat-bubble-left-right',
    badge: { count: unread, label: unreadLabel },
    onSelect: () => state.setOpen(true),
    onIntent: drawerIntent.onFocus,
  });
  return (
    <IconButton
      icon="heroicons_outline:chat-bubble-left-right"
      label={unread ? `${t('header.toggleQuickChat')}, ${unreadLabel}` : t('header.toggleQuickChat')}
      aria-expanded={state.open}
      data-slot="quick-chat-toggle"
      className={cn(collapsed && 'hidden', className)}
      {...drawerIntent}
      onClick={state.toggle}
    />
  );
}

export interface QuickChatProps extends UseQuickChatOptions {
  /** Use this state instead of the provider's or an own one. */
  state?: QuickChatState;
  /** Show the 64 px rail at the end edge from `lg` up. Default true. */
  rail?: boolean;
  className?: string;
}

/**
 * Quick chat (fuse-behaviour 3.6): from `lg` up a 64 px rail at the end edge with the chats'
 * avatars and unread dots; a drawer (z-index 399, 384 px, full width on phones) opened by the
 * rail's toggle, the header toggle or by choosing a chat, closed by the overlay, the close
 * button or Escape. Inside: 'Team Chat' or the contact, the conversation and the composer.
 * The rail renders at first paint; the drawer's code loads when the toggles or the rail are
 * hovered, focused or pressed, or when it opens.
 */
export function QuickChat({ state: given, rail = true, className, ...options }: QuickChatProps) {
  const shared = use(QuickChatContext);
  const state = given ?? shared;
  if (state) return <QuickChatFrame state={state} rail={rail} className={className} />;
  return <OwnQuickChat rail={rail} className={className} {...options} />;
}

function OwnQuickChat({ rail, className, ...options }: UseQuickChatOptions & { rail: boolean; className?: string }) {
  const state = useQuickChat(options);
  return <QuickChatFrame state={state} rail={rail} className={className} />;
}

function QuickChatFrame({ state, rail, className }: { state: QuickChatState; rail: boolean; className?: string }) {
  const { t } = useTranslation();
  const loader = useLazyWidget(drawer, { name: t('quickChat.title'), active: state.open, onError: () => state.setOpen(false) });
  const Drawer = loader.loaded;
  return (
    <>
      {rail ? (
        <aside
          data-slot="quick-chat-rail"
          aria-label={t('quickChat.title')}
          {...drawerIntent}
          className={cn('fixed inset-y-0 end-0 z-[398] hidden w-16 flex-col border-s border-border bg-card shadow-md lg:flex', className)}
        >
          <div className="flex h-16 shrink-0 items-center justify-center border-b border-border">
            <IconButton
              icon="heroicons_outline:chat-bubble-left-right"
              label={t('quickChat.open')}
              tooltipSide="left"
              aria-expanded={state.open}
              onClick={() => state.setOpen(true)}
            />
          </div>
          <QuickChatList chats={state.chats} status={state.chatsStatus} selectedId={state.selectedId} onSelect={state.selectChat} className="min-h-0 flex-1" />
        </aside>
      ) : null}
      {Drawer ? <Drawer state={state} /> : null}
    </>
  );
}
