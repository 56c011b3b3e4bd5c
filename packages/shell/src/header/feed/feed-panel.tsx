import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, cn, Icon, IconButton, iconButtonVariants } from '@hotel/ui';
import type { Message } from '../../api';
import { HeaderPanel } from '../panel/header-panel';
import { FeedView } from './feed-view';
import { useFeed, type FeedKind, type FeedState, type UseFeedOptions } from './use-feed';

export interface FeedPanelProps extends UseFeedOptions {
  /** 'messages' or 'notifications'. */
  kind: FeedKind;
  /** Use this state instead of the panel's own hook (e.g. one lifted into a layout). */
  state?: FeedState;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the panel opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Forces the phone (full screen) or popover presentation. */
  presentation?: 'auto' | 'phone' | 'popover';
  className?: string;
}

const TRIGGER = {
  messages: { icon: 'heroicons_outline:inbox', badge: 'bg-indigo-600 text-white' },
  notifications: { icon: 'heroicons_outline:bell', badge: 'bg-teal-700 text-white' },
} as const;

/**
 * The messages or notifications header panel: the trigger (an icon with the unread count) and
 * the panel with 'Mark all as read' and the list. A polite live region announces a new item once.
 */
export function FeedPanel({ kind, state: given, open, defaultOpen = false, onOpenChange, presentation, className, ...options }: FeedPanelProps) {
  const { t, i18n } = useTranslation();
  const own = useFeed(kind, { ...options, pollInterval: given ? 0 : options.pollInterval });
  const state = given ?? own;
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const look = TRIGGER[kind];
  const unreadLabel = t(`${kind}.unread`, { count: state.unreadCount });
  const trigger = (
    <button
      type="button"
      data-slot={`${kind}-trigger`}
      aria-label={state.unreadCount > 0 ? `${t(`${kind}.open`)}, ${unreadLabel}` : t(`${kind}.open`)}
      className={cn(iconButtonVariants({ variant: 'ghost', size: 'md' }), 'relative', className)}
    >
      <Icon name={look.icon} size="md" />
      <Badge
        aria-hidden="true"
        count={state.unreadCount}
        size="sm"
        className={cn('absolute end-0.5 top-0.5 h-4 min-w-4 px-1 text-[0.625rem] leading-none', look.badge)}
      />
    </button>
  );
  const onNavigate = (_item: Message) => setOpen(false);
  return (
    <>
      <HeaderPanel
        slot={`${kind}-panel`}
        open={isOpen}
        onOpenChange={setOpen}
        presentation={presentation}
        trigger={trigger}
        title={t(`${kind}.title`)}
        actions={
          <IconButton
            icon="heroicons_outline:envelope-open"
            label={t('panel.markAllAsRead')}
            size="sm"
            disabled={state.unreadCount === 0 || state.status !== 'ready'}
            onClick={() => void state.markAllAsRead()}
          />
        }
      >
        <FeedView
          kind={kind}
          status={state.status}
          items={state.items}
          error={state.error}
          language={i18n.language}
          onToggleRead={(id) => void state.toggleRead(id)}
          onRemove={(id) => void state.remove(id)}
          onRetry={() => void state.reload()}
          onNavigate={onNavigate}
        />
      </HeaderPanel>
      <span role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-slot={`${kind}-announcer`}>
        {state.announcement}
      </span>
    </>
  );
}
