import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  cn,
  EmptyState,
  formatDateTime,
  Icon,
  IconButton,
  isSafeImageSource,
  isSafeLink,
  SafeHtml,
  Skeleton,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@hotel/ui';
import type { Message } from '../../api';
import { ErrorPanel } from '../../errors/error-panel';
import type { FeedKind, FeedStatus } from './use-feed';

export interface FeedViewProps {
  /** Which texts and icons to use. */
  kind: FeedKind;
  /** Loading state of the list. */
  status: FeedStatus;
  /** The items (newest first). */
  items: Message[];
  /** The load error's message (status 'error'). */
  error?: string | null;
  /** Language of the times ('MMM dd, h:mm a'); the document language by default. */
  language?: string;
  /** Flips an item's read flag. */
  onToggleRead?: (id: string) => void;
  /** Removes an item. */
  onRemove?: (id: string) => void;
  /** Loads the list again after an error. */
  onRetry?: () => void;
  /** Called when an item's link is followed (the panel closes). */
  onNavigate?: (item: Message) => void;
}

const EMPTY = {
  messages: { icon: 'heroicons_outline:inbox', title: 'messages.noMessages', text: 'messages.noMessagesText' },
  notifications: { icon: 'heroicons_outline:bell', title: 'notifications.noNotifications', text: 'notifications.noNotificationsText' },
} as const;

/**
 * The body of the messages or notifications panel (pure): a divided list of items with media,
 * title and description (HTML through SafeHtml), the time, a link, a read toggle and a remove
 * button; skeleton rows while loading, an error with retry, and the empty state.
 */
export function FeedView({ kind, status, items, error, language, onToggleRead, onRemove, onRetry, onNavigate }: FeedViewProps) {
  const { t } = useTranslation();
  if (status === 'loading') {
    return (
      <div data-slot="feed-loading" aria-busy="true" className="divide-y divide-border">
        <span className="sr-only" role="status">
          {t('app.loading')}
        </span>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex gap-4 px-6 py-5">
            <Skeleton shape="circle" className="size-8" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton shape="text" className="w-2/3" />
              <Skeleton shape="text" />
              <Skeleton shape="text" className="w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return <ErrorPanel className="py-8" error={new Error(error ?? t('panel.loadFailed'))} onRetry={onRetry} />;
  }
  if (items.length === 0) {
    const empty = EMPTY[kind];
    return <EmptyState className="py-14" icon={empty.icon} title={t(empty.title)} description={t(empty.text)} />;
  }
  return (
    <ul data-slot="feed-list" className="divide-y divide-border">
      {items.map((item) => (
        <FeedItem key={item.id} item={item} language={language} onToggleRead={onToggleRead} onRemove={onRemove} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

interface FeedItemProps {
  item: Message;
  language?: string;
  onToggleRead?: (id: string) => void;
  onRemove?: (id: string) => void;
  onNavigate?: (item: Message) => void;
}

function FeedItem({ item, language, onToggleRead, onRemove, onNavigate }: FeedItemProps) {
  const { t } = useTranslation();
  const time = formatDateTime(item.time, language);
  const content = (
    <>
      <FeedMedia item={item} />
      <span className="flex min-w-0 flex-1 flex-col">
        {item.title ? <SafeHtml html={item.title} className="line-clamp-1 font-semibold leading-tight break-words" /> : null}
        {item.description ? <SafeHtml html={item.description} className="line-clamp-2 text-sm leading-tight break-words" /> : null}
        {time ? (
          <time dateTime={item.time} className="mt-2 text-sm leading-none text-muted-foreground">
            {time}
          </time>
        ) : null}
      </span>
    </>
  );
  const contentClass = 'flex min-w-0 flex-1 items-start gap-4 py-5 ps-6 text-start outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset';
  const link = item.link && isSafeLink(item.link) ? item.link : null;
  let main: ReactNode;
  if (link && item.useRouter) {
    main = (
      <Link to={link} className={contentClass} onClick={() => onNavigate?.(item)}>
        {content}
      </Link>
    );
  } else if (link) {
    main = (
      <a href={link} className={contentClass} onClick={() => onNavigate?.(item)}>
        {content}
      </a>
    );
  } else {
    main = <div className={contentClass}>{content}</div>;
  }
  const toggleLabel = item.read ? t('panel.markAsUnread') : t('panel.markAsRead');
  return (
    <li
      data-slot="feed-item"
      data-state={item.read ? 'read' : 'unread'}
      className={cn('group flex hover:bg-hover', !item.read && 'bg-primary-50/40 dark:bg-primary-900/20')}
    >
      {main}
      <div className="flex shrink-0 flex-col items-center gap-1 py-4 pe-3 ps-2">
        <Tooltip>
          <TooltipTrigger asChild>
            <button
              type="button"
              data-slot="feed-read-toggle"
              aria-label={toggleLabel}
              aria-pressed={item.read}
              onClick={() => onToggleRead?.(item.id)}
              className="flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'size-2 rounded-full',
                  item.read
                    ? 'bg-hint opacity-0 group-hover:opacity-100 group-focus-within:opacity-100'
                    : 'bg-primary',
                )}
              />
            </button>
          </TooltipTrigger>
          <TooltipContent side="left">{toggleLabel}</TooltipContent>
        </Tooltip>
        <IconButton
          icon="heroicons_solid:x-mark"
          label={t('panel.remove')}
          size="sm"
          tooltipSide="left"
          className="size-6 opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100"
          onClick={() => onRemove?.(item.id)}
        />
      </div>
    </li>
  );
}

function FeedMedia({ item }: { item: Message }) {
  if (item.image && isSafeImageSource(item.image)) {
    return <img src={item.image} alt="" className="size-8 shrink-0 rounded-full object-cover" loading="lazy" />;
  }
  if (item.icon) {
    return (
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-hover">
        <Icon name={item.icon} size="md" />
      </span>
    );
  }
  return null;
}
