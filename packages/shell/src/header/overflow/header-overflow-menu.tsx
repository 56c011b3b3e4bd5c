import { useTranslation } from 'react-i18next';
import { cn, Icon, iconButtonVariants, lazyWithPreload } from '@hotel/ui';
import { LazyPopup } from '../../lazy/lazy-popup';
import type { HeaderOverflowItem } from './header-overflow-context';

/** The menu itself (Radix DropdownMenu and its positioning) loads on intent. */
const menu = lazyWithPreload(() => import('./header-overflow-menu-content').then((m) => m.HeaderOverflowMenuContent));

export interface HeaderOverflowMenuProps {
  /** The items of the collapsed tools, in the header's order. */
  items: readonly HeaderOverflowItem[];
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * The phone header's 'More actions' menu: the header tools that do not fit (language, shift,
 * shortcuts, messages, quick chat, settings) as menu items and radio choices. A dot on the trigger
 * says that an item inside has a count (unread messages). The trigger renders at first paint; the
 * menu loads when it is hovered, focused or pressed.
 */
export function HeaderOverflowMenu({ items, open, defaultOpen, onOpenChange, className }: HeaderOverflowMenuProps) {
  const { t } = useTranslation();
  const news = items.some((item) => (item.badge?.count ?? 0) > 0);
  return (
    <LazyPopup
      content={menu}
      name={t('header.more')}
      popup="menu"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={
        <button
          type="button"
          data-slot="header-overflow-trigger"
          aria-label={news ? t('header.moreWithNews') : t('header.more')}
          className={cn(iconButtonVariants({ variant: 'ghost', size: 'md' }), 'relative', className)}
        >
          <Icon name="heroicons_outline:ellipsis-vertical" size="md" />
          {news ? <span aria-hidden="true" className="absolute end-2 top-2 size-2 rounded-full bg-primary ring-2 ring-card" /> : null}
        </button>
      }
    >
      {(Menu, popup) => <Menu {...popup} items={items} />}
    </LazyPopup>
  );
}
