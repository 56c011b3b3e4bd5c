import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Badge, Button, cn, Icon, Skeleton } from '@hotel/ui';
import { LABEL_COLOR_CLASSES, mailboxPath, type MailboxView } from './mail-model';
import type { MailboxMeta } from './use-mailbox';

export interface MailboxSidebarProps {
  /** Folders, filters, labels and their load state. */
  meta: MailboxMeta;
  /** What the URL shows (to mark the current entry). */
  view: MailboxView;
  /** Prefix of every link (the mount point, e.g. '/apps/mailbox'). */
  base: string;
  /** Opens the compose dialog. */
  onCompose: () => void;
  /** Opens label management. */
  onManageLabels: () => void;
  /** Called when an entry is followed (closes the phone drawer). */
  onNavigate?: () => void;
}

/** Compose, the folders with their counts, the filters, the coloured labels and Settings. */
export function MailboxSidebar({ meta, view, base, onCompose, onManageLabels, onNavigate }: MailboxSidebarProps) {
  const current = (kind: string, slug?: string) => view.kind === kind && (slug === undefined || ('slug' in view && view.slug === slug));
  const entry = (key: string, to: string, active: boolean, label: string, leading: ReactNode, trailing?: ReactNode) => (
    <li key={key}>
      <Link
        to={`${base}/${to}`}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring',
          active && 'bg-primary-50 font-semibold text-primary-900 dark:bg-hover dark:text-foreground',
        )}
      >
        {leading}
        <span className="min-w-0 flex-1 truncate">{label}</span>
        {trailing}
      </Link>
    </li>
  );
  const heading = (id: string, text: string) => (
    <h2 id={id} className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
      {text}
    </h2>
  );

  return (
    <div data-slot="mailbox-sidebar" className="flex h-full flex-col overflow-y-auto p-4">
      <Button onClick={onCompose} className="w-full">
        <Icon name="heroicons-outline:plus-circle" size="sm" />
        Compose
      </Button>
      {meta.status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label="Loading folders" className="mt-6 grid gap-3">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
      ) : meta.status === 'error' ? (
        <Alert variant="error" className="mt-6" title="The folders could not be loaded" action={<Button variant="outline" size="sm" onClick={meta.reload}>Retry</Button>}>
          {meta.error}
        </Alert>
      ) : (
        <nav aria-label="Mailbox" className="mt-4">
          {heading('mailbox-folders', 'Folders')}
          <ul aria-labelledby="mailbox-folders" className="grid gap-0.5">
            {meta.folders.map((folder) =>
              entry(
                folder.id,
                mailboxPath({ kind: 'folder', slug: folder.slug }, 1),
                current('folder', folder.slug),
                folder.title,
                <Icon name={folder.icon} size="sm" />,
                <Badge variant="secondary" size="sm" count={folder.count} max={999} countLabel={(n) => `${n} ${folder.slug === 'inbox' ? 'unread' : n === 1 ? 'mail' : 'mails'}`} />,
              ),
            )}
          </ul>
          {heading('mailbox-filters', 'Filters')}
          <ul aria-labelledby="mailbox-filters" className="grid gap-0.5">
            {meta.filters.map((filter) =>
              entry(filter.id, mailboxPath({ kind: 'filter', slug: filter.slug }, 1), current('filter', filter.slug), filter.title, <Icon name={filter.icon} size="sm" />),
            )}
          </ul>
          {heading('mailbox-labels', 'Labels')}
          <ul aria-labelledby="mailbox-labels" className="grid gap-0.5">
            {meta.labels.map((label) =>
              entry(
                label.id,
                mailboxPath({ kind: 'label', slug: label.slug }, 1),
                current('label', label.slug),
                label.title,
                <span aria-hidden="true" className={cn('size-3 shrink-0 rounded-full', LABEL_COLOR_CLASSES[label.color].dot)} />,
              ),
            )}
            {meta.labels.length === 0 ? <li className="px-3 py-2 text-sm text-muted-foreground">No labels</li> : null}
          </ul>
          <ul className="mt-4 grid gap-0.5 border-t border-border pt-4">
            <li>
              <button
                type="button"
                onClick={() => {
                  onNavigate?.();
                  onManageLabels();
                }}
                className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon name="heroicons-outline:tag" size="sm" />
                Manage labels
              </button>
            </li>
            {entry('settings', 'settings', current('settings'), 'Settings', <Icon name="heroicons-outline:cog-8-tooth" size="sm" />)}
          </ul>
        </nav>
      )}
    </div>
  );
}
