import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useResolvedPath } from 'react-router-dom';
import { useAuth } from '@hotel/shell';
import { Alert, Button, cn, Drawer, DrawerContent, DrawerTitle, EmptyState, IconButton, Skeleton, toast, useBreakpoint } from '@hotel/ui';
import { MAILS_PER_PAGE, type Mail, type MailLabel, type MailLabelColor } from '../api/mailbox';
import { ComposeDialog } from './compose-dialog';
import { LabelsDialog } from './labels-dialog';
import { MailDetails } from './mail-details';
import { MailList } from './mail-list';
import { COMPOSE_DRAFT_ID, draftValues, EMPTY_COMPOSE, mailboxPath, parseMailboxPath, replyValues, toDraft, type ComposeValues, type MailListView, type ReplyKind } from './mail-model';
import { MailboxSettings } from './mailbox-settings';
import { MailboxSidebar } from './mailbox-sidebar';
import { useMail, useMailCalls } from './use-mail';
import { useMailboxMeta, useMailPages, type MailChanges } from './use-mailbox';

const REPLY_TITLES: Record<ReplyKind, string> = { reply: 'Reply', replyAll: 'Reply all', forward: 'Forward' };
const capitalise = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/**
 * Mailbox: folders with counts, filters and coloured labels in a sidebar (side from md, a drawer
 * below); the list and the reading pane (side by side from lg, one at a time below; the settings
 * choose which side the pane takes). The list is the whole view as virtual rows read 10 a page as
 * they come into view; the header says 'start–end of total' for the rows in view, and Previous /
 * Next page jump by a page. The URL holds the view, the page (jumped to, or of the open mail) and
 * the open mail: see `parseMailboxPath`.
 */
export function MailboxPage() {
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  const { pathname } = useLocation();
  const view = parseMailboxPath(pathname.startsWith(base) ? pathname.slice(base.length) : '');
  const listView: MailListView | null = view && view.kind !== 'settings' ? view : null;
  const mailId = listView?.mailId;
  const navigate = useNavigate();
  const meta = useMailboxMeta();
  const viewKey = listView ? `${listView.kind}:${listView.slug}` : '';
  const list = useMailPages(listView, listView?.page ?? 1);
  const [visible, setVisible] = useState<{ key: string; start: number; end: number } | null>(null);
  const [jump, setJump] = useState<{ page: number; n: number } | null>(null);
  const onRange = useCallback((start: number, end: number) => setVisible({ key: viewKey, start, end }), [viewKey]);
  const open = useMail(mailId);
  const calls = useMailCalls();
  const me = useAuth().user?.email ?? '';
  const md = useBreakpoint('md');
  const lg = useBreakpoint('lg');
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  /**
   * The compose form; `replaces` is the draft it continues (moved to Trash once sent or saved anew);
   * `draftId` names its unsaved input (kept per user until sent, saved or discarded).
   */
  const [compose, setCompose] = useState<{ title: string; initial: ComposeValues; replaces?: string; draftId: string } | null>(null);
  const marked = useRef(new Set<string>());
  const { refreshCounts } = meta;
  const { patchLocal } = list;
  const { update } = calls;
  const { mail, setMail } = open;

  const go = useCallback((path: string, replace = false) => void navigate(`${base}/${path}`, { replace }), [navigate, base]);

  /**
   * Optimistic change of the open mail, rolled back if the call fails. The answer settles only the
   * fields this change set: a change made while it was on its way (a star while the read mark is
   * saved) keeps its own value instead of flicking back to the older answer's.
   */
  const change = useCallback(
    async (changes: MailChanges) => {
      if (!mail) return;
      const fields = (from: Mail) => Object.fromEntries(Object.keys(changes).map((k) => [k, from[k as keyof MailChanges]])) as MailChanges;
      const before = fields(mail);
      setMail({ ...mail, ...changes });
      patchLocal(mail.id, changes);
      const saved = await update(mail.id, changes);
      if (saved) setMail((m) => (m && m.id === saved.id ? { ...m, ...fields(saved) } : m));
      else {
        setMail((m) => (m && m.id === mail.id ? { ...m, ...before } : m));
        patchLocal(mail.id, before);
      }
      if ('unread' in changes) void refreshCounts();
    },
    [mail, setMail, patchLocal, update, refreshCounts],
  );

  // Reading a mail marks it read (once per opening, so 'Mark as unread' sticks).
  useEffect(() => {
    if (!mail || marked.current.has(mail.id)) return;
    marked.current.add(mail.id);
    if (mail.unread) void change({ unread: false });
  }, [mail, change]);
  useEffect(() => {
    if (!mailId) marked.current.clear();
  }, [mailId]);

  // Past the last page: go to the last one.
  useEffect(() => {
    if (listView && list.beyond !== null && list.beyond !== listView.page) go(mailboxPath(listView, list.beyond), true);
  }, [list.beyond, listView, go]);

  if (!view) return <Navigate to={`${base}/inbox/1`} replace />;

  const move = async (folderId: string) => {
    if (!mail || !listView) return;
    const saved = await update(mail.id, { folder: folderId });
    if (!saved) return;
    toast.success(`Moved to ${meta.folders.find((f) => f.id === folderId)?.title ?? 'the folder'}`);
    void refreshCounts();
    list.reload();
    go(mailboxPath(listView, listView.page));
  };

  const submit = async (values: ComposeValues, draft: boolean) => {
    const sent = await calls.send(toDraft(values, draft));
    if (!sent) return false;
    const replaced = compose?.replaces;
    const trash = meta.folders.find((f) => f.slug === 'trash')?.id;
    if (replaced && trash) {
      await update(replaced, { folder: trash });
      if (listView && mailId === replaced) go(mailboxPath(listView, listView.page));
    }
    void refreshCounts();
    if (replaced || (listView?.kind === 'folder' && (listView.slug === 'sent' || listView.slug === 'drafts'))) list.reload();
    return true;
  };

  const updateLabel = async (label: MailLabel, changes: { title?: string; color?: MailLabelColor }) => {
    const updated = await meta.updateLabel(label.id, changes);
    if (updated && listView?.kind === 'label' && listView.slug === label.slug && updated.slug !== label.slug) go(mailboxPath({ kind: 'label', slug: updated.slug }, listView.page, mailId), true);
  };
  const deleteLabel = async (label: MailLabel) => {
    if (!(await meta.deleteLabel(label.id))) return;
    setMail((m) => (m ? { ...m, labels: m.labels.filter((l) => l !== label.id) } : m));
    if (listView?.kind === 'label' && listView.slug === label.slug) go('inbox/1', true);
    else list.reload();
  };

  const menuButton = md ? null : <IconButton icon="heroicons-outline:bars-3" label="Show folders" onClick={() => setSidebarOpen(true)} />;
  const sidebar = (
    <MailboxSidebar
      meta={meta}
      view={view}
      base={base}
      onCompose={() => setCompose({ title: 'New message', initial: EMPTY_COMPOSE, draftId: COMPOSE_DRAFT_ID })}
      onManageLabels={() => setLabelsOpen(true)}
      onNavigate={md ? undefined : () => setSidebarOpen(false)}
    />
  );

  let main: ReactNode;
  if (view.kind === 'settings') {
    main = (
      <div className="flex min-w-0 flex-1 flex-col bg-card">
        {menuButton ? <div className="px-2 pt-2">{menuButton}</div> : null}
        <MailboxSettings settings={meta.settings} onSave={meta.saveSettings} />
      </div>
    );
  } else {
    const title =
      view.kind === 'folder'
        ? (meta.folders.find((f) => f.slug === view.slug)?.title ?? capitalise(view.slug))
        : view.kind === 'filter'
          ? (meta.filters.find((f) => f.slug === view.slug)?.title ?? capitalise(view.slug))
          : (meta.labels.find((l) => l.slug === view.slug)?.title ?? view.slug);
    const shown = list.status === 'ready' && visible?.key === viewKey && list.total > 0 ? visible : null;
    const topPage = shown ? Math.floor(shown.start / MAILS_PER_PAGE) + 1 : 1;
    const toPage = (page: number) => {
      setJump((j) => ({ page, n: (j?.n ?? 0) + 1 }));
      go(mailboxPath(view, page));
    };
    const reversed = meta.settings.messageLayout === 'left';
    // Side by side from lg, unless the layout is 'full': then, as on phones, one pane at a time.
    const sideBySide = lg && meta.settings.messageLayout !== 'full';
    main = (
      <div data-layout={meta.settings.messageLayout} className={cn('flex min-w-0 flex-1', reversed && 'lg:flex-row-reverse')}>
        {sideBySide || !mailId ? (
          <section
            aria-labelledby="mailbox-title"
            className={cn('flex min-w-0 flex-1 flex-col bg-card', sideBySide && ['lg:w-[360px] lg:flex-none', reversed ? 'lg:border-s' : 'lg:border-e'], 'border-border')}
          >
            <header className="flex items-center gap-2 border-b border-border px-2 py-3 sm:px-4">
              {menuButton}
              <div className="min-w-0 flex-1">
                <h1 id="mailbox-title" className="truncate text-2xl font-extrabold tracking-tight">
                  {title}
                </h1>
                <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="mail-range">
                  {shown ? `${shown.start + 1}–${shown.end + 1} of ${list.total}` : '\u00a0'}
                </p>
              </div>
              <IconButton
                icon="heroicons-outline:chevron-left"
                label="Previous page"
                disabled={!shown || shown.start === 0}
                onClick={() => shown && toPage(shown.start % MAILS_PER_PAGE === 0 ? topPage - 1 : topPage)}
              />
              <IconButton icon="heroicons-outline:chevron-right" label="Next page" disabled={!shown || shown.end >= list.total - 1 || topPage >= Math.ceil(list.total / MAILS_PER_PAGE)} onClick={() => toPage(topPage + 1)} />
            </header>
            {list.status === 'loading' ? (
              <div role="status" aria-busy="true" aria-label="Loading mails" className="grid gap-4 p-4 sm:p-6">
                {Array.from({ length: 6 }, (_, i) => (
                  <div key={i} className="flex gap-3">
                    <Skeleton className="size-8 rounded-full" />
                    <div className="grid flex-1 gap-2">
                      <Skeleton className="h-4 w-1/2" />
                      <Skeleton className="h-4 w-full" />
                    </div>
                  </div>
                ))}
              </div>
            ) : list.status === 'error' ? (
              <div className="p-4">
                <Alert variant="error" title="The mails could not be loaded" action={<Button variant="outline" size="sm" onClick={list.reload}>Retry</Button>}>
                  {list.error}
                </Alert>
              </div>
            ) : list.total === 0 ? (
              <EmptyState level={2} className="flex-1" icon="heroicons-outline:inbox" title="There are no e-mails" />
            ) : (
              <MailList
                key={viewKey}
                total={list.total}
                rowAt={list.rowAt}
                ensure={list.ensure}
                labels={meta.labels}
                selectedId={mailId}
                hrefOf={(m, page) => `${base}/${mailboxPath(view, page, m.id)}`}
                initialPage={view.page}
                jump={jump}
                onRange={onRange}
              />
            )}
          </section>
        ) : null}
        {sideBySide || mailId ? (
          <section aria-label="Reading pane" className="flex min-w-0 flex-1 flex-col bg-background">
            {mailId ? (
              <MailDetails
                mail={mail}
                status={open.status}
                error={open.error}
                onRetry={open.reload}
                labels={meta.labels}
                folders={meta.folders}
                backHref={sideBySide ? undefined : `${base}/${mailboxPath(view, view.page)}`}
                onChange={(c) => void change(c)}
                onMove={(id) => void move(id)}
                onReply={(kind) => mail && setCompose({ title: REPLY_TITLES[kind], initial: replyValues(kind, mail, me), draftId: `${kind}-${mail.id}` })}
                onEditDraft={
                  mail && meta.folders.find((f) => f.id === mail.folder)?.slug === 'drafts'
                    ? () => setCompose({ title: 'Edit draft', initial: draftValues(mail), replaces: mail.id, draftId: `edit-${mail.id}` })
                    : undefined
                }
              />
            ) : (
              <EmptyState level={2} className="flex-1" icon="heroicons-outline:envelope" title="Select a mail to read" />
            )}
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <div data-slot="mailbox-page" className="flex h-full min-h-[32rem] w-full min-w-0 bg-background text-foreground">
      {md ? (
        <aside aria-label="Mailbox folders" className="w-72 shrink-0 border-e border-border bg-card">
          {sidebar}
        </aside>
      ) : (
        <Drawer side="left" mode="over" open={sidebarOpen} onOpenChange={setSidebarOpen} width={288}>
          <DrawerContent aria-describedby={undefined} closeLabel="Close folders">
            <DrawerTitle className="sr-only">Folders</DrawerTitle>
            {sidebar}
          </DrawerContent>
        </Drawer>
      )}
      {main}
      {compose ? (
        <ComposeDialog title={compose.title} initial={compose.initial} draftId={compose.draftId} draftScope={base} onSubmit={submit} onClose={() => setCompose(null)} />
      ) : null}
      <LabelsDialog open={labelsOpen} onOpenChange={setLabelsOpen} labels={meta.labels} createLabel={meta.createLabel} updateLabel={updateLabel} deleteLabel={deleteLabel} />
    </div>
  );
}
