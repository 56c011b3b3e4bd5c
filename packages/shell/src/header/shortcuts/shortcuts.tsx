import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, IconButton, iconButtonVariants, Icon } from '@hotel/ui';
import type { Shortcut } from '../../api';
import { HeaderPanel } from '../panel/header-panel';
import { ShortcutsView } from './shortcuts-view';
import { useShortcuts } from './use-shortcuts';

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
 * Opening always starts in view.
 */
export function Shortcuts({ initialItems, open, defaultOpen = false, onOpenChange, presentation, className }: ShortcutsProps) {
  const { t } = useTranslation();
  const state = useShortcuts({ initialItems });
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (next) state.resetMode();
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const titles = {
    view: t('shortcuts.title'),
    modify: t('shortcuts.titleEditing', { defaultValue: 'Shortcuts - Editing' }),
    add: t('shortcuts.titleAdd', { defaultValue: 'Shortcuts - Add new' }),
    edit: t('shortcuts.titleEditing', { defaultValue: 'Shortcuts - Editing' }),
  };
  const ready = state.status === 'ready';
  const actions =
    state.mode === 'view' ? (
      <>
        <IconButton icon="heroicons_outline:pencil-square" label={t('shortcuts.enterEditMode')} size="sm" disabled={!ready} onClick={state.enterModify} />
        <IconButton icon="heroicons_outline:plus-circle" label={t('shortcuts.add')} size="sm" disabled={!ready} onClick={state.startAdd} />
      </>
    ) : state.mode === 'modify' ? (
      <IconButton icon="heroicons_outline:check-circle" label={t('shortcuts.exitEditMode')} size="sm" onClick={state.exitModify} />
    ) : (
      <IconButton icon="heroicons_outline:x-circle" label={t('shortcuts.cancel')} size="sm" onClick={state.cancel} />
    );
  return (
    <HeaderPanel
      slot="shortcuts-panel"
      open={isOpen}
      onOpenChange={setOpen}
      presentation={presentation}
      title={titles[state.mode]}
      actions={actions}
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
      <ShortcutsView
        status={state.status}
        items={state.items}
        error={state.error}
        mode={state.mode}
        editing={state.editing}
        saving={state.saving}
        onSelect={state.startEdit}
        onSave={(values) => void state.save(values)}
        onDelete={(id) => void state.remove(id)}
        onCancel={state.cancel}
        onRetry={() => void state.reload()}
        onNavigate={() => setOpen(false)}
      />
    </HeaderPanel>
  );
}
