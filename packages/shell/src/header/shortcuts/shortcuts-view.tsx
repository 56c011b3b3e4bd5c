import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn, EmptyState, Icon, isSafeLink, Skeleton } from '@hotel/ui';
import type { Shortcut } from '../../api';
import { ErrorPanel } from '../../errors/error-panel';
import type { UnsavedChanges } from '../../forms/use-unsaved-changes';
import { ShortcutForm } from './shortcut-form';
import type { ShortcutInput, ShortcutsMode } from './use-shortcuts';

export interface ShortcutsViewProps {
  /** Loading state of the list. */
  status: 'loading' | 'error' | 'ready';
  /** The shortcuts. */
  items: Shortcut[];
  /** The load error's message. */
  error?: string | null;
  /** view, modify, add or edit. */
  mode: ShortcutsMode;
  /** The shortcut in the edit form. */
  editing?: Shortcut | null;
  /** Whether a save or delete is in flight. */
  saving?: boolean;
  /** A tile chosen in modify mode. */
  onSelect?: (id: string) => void;
  /** The form's valid values (add or edit). */
  onSave?: (values: ShortcutInput) => void;
  /** Delete in edit mode. */
  onDelete?: (id: string) => void;
  /** Cancel in add or edit mode. */
  onCancel?: () => void;
  /** Loads the list again after an error. */
  onRetry?: () => void;
  /** A link was followed (the panel closes). */
  onNavigate?: () => void;
  /** Receives the form's unsaved-changes guard (add and edit modes). */
  formGuard?: Ref<UnsavedChanges | null>;
}

const TILE =
  'group relative flex min-h-36 flex-col items-center justify-center gap-1 border-border p-4 text-center outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset odd:border-e [&:nth-child(n+3)]:border-t';

function TileContent({ shortcut, editable }: { shortcut: Shortcut; editable: boolean }) {
  return (
    <>
      <span className="relative mb-3 flex size-12 items-center justify-center rounded-full bg-hover">
        <Icon name={shortcut.icon} size="lg" className={cn(editable && 'group-hover:opacity-0 group-focus-visible:opacity-0')} />
        {editable ? (
          <Icon
            name="heroicons_outline:pencil"
            size="md"
            className="absolute opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
          />
        ) : null}
      </span>
      <span className="font-medium break-words">{shortcut.label}</span>
      {shortcut.description ? <span className="text-[0.8125rem] text-muted-foreground break-words">{shortcut.description}</span> : null}
    </>
  );
}

/**
 * The shortcuts panel body (pure): a two-column grid of tiles (router links for in-app
 * shortcuts, plain links otherwise; buttons that open the editor in modify mode), the form in
 * add and edit modes, skeletons while loading, an error with retry, and 'No shortcuts'.
 */
export function ShortcutsView({
  status,
  items,
  error,
  mode,
  editing,
  saving,
  onSelect,
  onSave,
  onDelete,
  onCancel,
  onRetry,
  onNavigate,
  formGuard,
}: ShortcutsViewProps) {
  const { t } = useTranslation();
  if (mode === 'add' || (mode === 'edit' && editing)) {
    return (
      <ShortcutForm
        key={editing?.id ?? 'new'}
        mode={mode === 'add' ? 'add' : 'edit'}
        initial={mode === 'edit' ? editing : null}
        busy={saving}
        onSubmit={(values) => onSave?.(values)}
        onDelete={editing ? () => onDelete?.(editing.id) : undefined}
        onCancel={onCancel}
        draftId={editing ? `shortcut-${editing.id}` : 'shortcut-new'}
        guardRef={formGuard}
      />
    );
  }
  if (status === 'loading') {
    return (
      <div aria-busy="true" className="grid grid-cols-2">
        <span className="sr-only" role="status">
          {t('app.loading')}
        </span>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex flex-col items-center gap-2 p-6">
            <Skeleton shape="circle" className="size-12" />
            <Skeleton shape="text" className="w-2/3" />
            <Skeleton shape="text" className="w-1/2" />
          </div>
        ))}
      </div>
    );
  }
  if (status === 'error') return <ErrorPanel className="py-8" error={new Error(error ?? t('panel.loadFailed'))} onRetry={onRetry} />;
  if (items.length === 0) {
    return (
      <EmptyState className="py-14" icon="heroicons_outline:bookmark" title={t('shortcuts.noShortcuts')} description={t('shortcuts.noShortcutsText')} />
    );
  }
  return (
    <ul data-slot="shortcuts-grid" data-mode={mode} className="grid grid-cols-2">
      {items.map((shortcut) => {
        let tile: ReactNode;
        if (mode === 'modify') {
          tile = (
            <button
              type="button"
              className={cn(TILE, 'w-full')}
              onClick={() => onSelect?.(shortcut.id)}
            >
              <span className="sr-only">{t('shortcuts.edit')}: </span>
              <TileContent shortcut={shortcut} editable />
            </button>
          );
        } else if (!isSafeLink(shortcut.link)) {
          tile = (
            <div className={TILE}>
              <TileContent shortcut={shortcut} editable={false} />
            </div>
          );
        } else if (shortcut.useRouter) {
          tile = (
            <Link to={shortcut.link} className={TILE} onClick={onNavigate}>
              <TileContent shortcut={shortcut} editable={false} />
            </Link>
          );
        } else {
          tile = (
            <a href={shortcut.link} className={TILE} onClick={onNavigate}>
              <TileContent shortcut={shortcut} editable={false} />
            </a>
          );
        }
        return (
          <li key={shortcut.id} className="contents">
            {tile}
          </li>
        );
      })}
    </ul>
  );
}
