import { useTranslation } from 'react-i18next';
import { cn, Icon, iconButtonVariants, lazyWithPreload } from '@hotel/ui';
import type { Shortcut } from '../../api';
import { LazyPopup } from '../../lazy/lazy-popup';

/** The panel, its state, the form (zod) and the icon picker load on intent. */
const content = lazyWithPreload(() => import('./shortcuts-content').then((m) => m.ShortcutsContent));

export interface ShortcutsProps {
  /** Shortcuts already loaded (route loader); skips the first fetch. */
  initialItems?: Shortcut[];
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

/**
 * The shortcuts header panel: view (tiles), modify (choose one to edit), add and edit (the form).
 * Opening always starts in view. The trigger renders at first paint; the panel loads when it is
 * hovered, focused or pressed (or opens), and a click while it loads opens it on arrival.
 */
export function Shortcuts({ initialItems, open, defaultOpen = false, onOpenChange, presentation, className }: ShortcutsProps) {
  const { t } = useTranslation();
  return (
    <LazyPopup
      content={content}
      name={t('shortcuts.title')}
      popup="dialog"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={
        <button
          type="button"
          data-slot="shortcuts-trigger"
          aria-label={t('shortcuts.open')}
          className={cn(iconButtonVariants({ variant: 'ghost', size: 'md' }), className)}
        >
          <Icon name="heroicons_outline:squares-plus" size="md" />
        </button>
      }
    >
      {(Content, popup) => <Content {...popup} initialItems={initialItems} presentation={presentation} />}
    </LazyPopup>
  );
}
