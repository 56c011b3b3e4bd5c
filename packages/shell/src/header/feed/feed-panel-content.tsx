import { useTranslation } from 'react-i18next';
import { IconButton } from '@hotel/ui';
import type { PopupContentProps } from '../../lazy/lazy-popup';
import { HeaderPanel } from '../panel/header-panel';
import { FeedView } from './feed-view';
import type { FeedKind, FeedState } from './use-feed';

export interface FeedPanelContentProps extends PopupContentProps {
  /** 'messages' or 'notifications'. */
  kind: FeedKind;
  /** The panel's state (the trigger's badge reads the same). */
  state: FeedState;
  /** Forces the phone (full screen) or popover presentation. */
  presentation?: 'auto' | 'phone' | 'popover';
}

/**
 * The messages or notifications panel around its trigger: the header bar with 'Mark all as read'
 * and the list. A chunk of its own, loaded by FeedPanel when the trigger is about to be used.
 */
export function FeedPanelContent({ kind, state, trigger, open, onOpenChange, presentation }: FeedPanelContentProps) {
  const { t, i18n } = useTranslation();
  return (
    <HeaderPanel
      slot={`${kind}-panel`}
      open={open}
      onOpenChange={onOpenChange}
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
        onNavigate={() => onOpenChange(false)}
      />
    </HeaderPanel>
  );
}
