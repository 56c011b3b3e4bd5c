import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@hotel/ui';
import type { Shortcut } from '../../api';
import type { UnsavedChanges } from '../../forms/use-unsaved-changes';
import type { PopupContentProps } from '../../lazy/lazy-popup';
import { HeaderPanel } from '../panel/header-panel';
import { ShortcutsView } from './shortcuts-view';
import { useShortcuts } from './use-shortcuts';

export interface ShortcutsContentProps extends PopupContentProps {
  /** Shortcuts already loaded (route loader); skips the first fetch. */
  initialItems?: Shortcut[];
  /** Forces the phone (full screen) or popover presentation. */
  presentation?: 'auto' | 'phone' | 'popover';
}

/**
 * The shortcuts panel around its trigger, with its state: view (tiles), modify, add and edit (the
 * form with zod and the icon picker). A chunk of its own, loaded by Shortcuts on intent.
 */
export function ShortcutsContent({ initialItems, trigger, open, onOpenChange, presentation }: ShortcutsContentProps) {
  const { t } = useTranslation();
  const state = useShortcuts({ initialItems });
  // The form's guard: closing the panel or cancelling over unsaved input asks first (once at a time:
  // the question itself takes the focus out of the popover, which asks it to close again).
  const formGuard = useRef<UnsavedChanges | null>(null);
  const asking = useRef(false);
  const leaveForm = async () => {
    if (asking.current) return false;
    asking.current = true;
    try {
      return (await formGuard.current?.confirmDiscard()) ?? true;
    } finally {
      asking.current = false;
    }
  };
  const setOpen = (next: boolean) => {
    // Opening always starts in view.
    if (next) {
      state.resetMode();
      onOpenChange(true);
    } else void leaveForm().then((leave) => leave && onOpenChange(false));
  };
  const cancel = () => void leaveForm().then((leave) => leave && state.cancel());
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
      <IconButton icon="heroicons_outline:x-circle" label={t('shortcuts.cancel')} size="sm" onClick={cancel} />
    );
  return (
    <HeaderPanel
      slot="shortcuts-panel"
      open={open}
      onOpenChange={setOpen}
      presentation={presentation}
      title={titles[state.mode]}
      actions={actions}
      trigger={trigger}
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
        formGuard={formGuard}
      />
    </HeaderPanel>
  );
}
