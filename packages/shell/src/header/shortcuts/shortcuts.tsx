import { useTranslation } from 'react-i18next';
import { cn, Icon, iconButtonVariants, lazyWithPreload, useControllableState } from '@hotel/ui';
import type { Shortcut } from '../../api';
import { LazyPopup } from '../../lazy/lazy-popup';
import { useHeaderOverflowItem } from '../overflow/header-overflow-context';

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
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  // On a phone the header may move this trigger into its 'More actions' menu (the panel stays here).
  const { collapsed } = useHeaderOverflowItem({
    id: 'shortcuts',
    label: t('shortcuts.title'),
    icon: 'heroicons_outline:squares-plus',
    onSelect: () => setOpen(true),
    onIntent: () => {
      content.preload().catch(() => {});
    },
  });
  return (
    <LazyPopup
      content={content}
      name={t('shortcuts.title')}
      popup="dialog"
      open={isOpen}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          data-slot="shortcuts-trigger"
          aria-label={t('shortcuts.open')}
          className={cn(iconButtonVariants({ variant: 'ghost', size: 'md' }), collapsed && 'hidden', className)}
        >
          <Icon name="heroicons_outline:squares-plus" size="md" />
        </button>
      }
    >
      {(Content, popup) => <Content {...popup} initialItems={initialItems} presentation={presentation} />}
    </LazyPopup>
  );
}
