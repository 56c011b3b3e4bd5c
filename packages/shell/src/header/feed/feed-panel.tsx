import { useTranslation } from 'react-i18next';
import { Badge, cn, Icon, iconButtonVariants, lazyWithPreload, useControllableState } from '@hotel/ui';
import { LazyPopup } from '../../lazy/lazy-popup';
import { useHeaderOverflowItem } from '../overflow/header-overflow-context';
import { useFeed, type FeedKind, type FeedState, type UseFeedOptions } from './use-feed';

/** The panel itself (popover or phone dialog, list, sanitised HTML, dates) loads on intent. */
const content = lazyWithPreload(() => import('./feed-panel-content').then((m) => m.FeedPanelContent));

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
  messages: { icon: 'heroicons_outline:inbox', badge: 'bg-badge-messages text-badge-messages-foreground' },
  notifications: { icon: 'heroicons_outline:bell', badge: 'bg-badge-notifications text-badge-notifications-foreground' },
} as const;

/**
 * The messages or notifications header panel: the trigger (an icon with the unread count) and
 * the panel with 'Mark all as read' and the list. A polite live region announces a new item once.
 * The trigger and its count render at first paint; the panel's code loads when the trigger is
 * hovered, focused or pressed (or the panel opens), and a click while it loads opens it on arrival.
 */
export function FeedPanel({ kind, state: given, open, defaultOpen = false, onOpenChange, presentation, className, ...options }: FeedPanelProps) {
  const { t } = useTranslation();
  const own = useFeed(kind, { ...options, pollInterval: given ? 0 : options.pollInterval });
  const state = given ?? own;
  const look = TRIGGER[kind];
  const unreadLabel = t(`${kind}.unread`, { count: state.unreadCount });
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  // On a phone the header may move this trigger into its 'More actions' menu (the panel stays here).
  const { collapsed } = useHeaderOverflowItem({
    id: kind,
    label: t(`${kind}.title`),
    icon: look.icon,
    badge: { count: state.unreadCount, label: unreadLabel },
    onSelect: () => setOpen(true),
    onIntent: () => {
      content.preload().catch(() => {});
    },
  });
  const trigger = (
    <button
      type="button"
      data-slot={`${kind}-trigger`}
      aria-label={state.unreadCount > 0 ? `${t(`${kind}.open`)}, ${unreadLabel}` : t(`${kind}.open`)}
      className={cn(iconButtonVariants({ variant: 'ghost', size: 'md' }), 'relative', collapsed && 'hidden', className)}
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
  return (
    <>
      <LazyPopup
        content={content}
        name={t(`${kind}.title`)}
        popup="dialog"
        trigger={trigger}
        open={isOpen}
        onOpenChange={setOpen}
      >
        {(Content, popup) => <Content {...popup} kind={kind} state={state} presentation={presentation} />}
      </LazyPopup>
      <span role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-slot={`${kind}-announcer`}>
        {state.announcement}
      </span>
    </>
  );
}
