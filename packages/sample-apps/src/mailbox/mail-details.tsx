import { Link } from 'react-router-dom';
import {
  Alert,
  Avatar,
  Button,
  cn,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  Icon,
  IconButton,
  SafeHtml,
  Skeleton,
} from '@hotel/ui';
import type { Mail, MailAttachment, MailFolder, MailLabel } from '../api/mailbox';
import { assetUrl, formatSize, fullDate, isHtmlContent, LABEL_COLOR_CLASSES, parseContact, type ReplyKind } from './mail-model';
import type { MailChanges } from './use-mailbox';

export interface MailDetailsProps {
  /** The open mail once loaded. */
  mail: Mail | null;
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  labels: MailLabel[];
  folders: MailFolder[];
  /** Link back to the list (shown on narrow screens where the list is hidden). */
  backHref?: string;
  /** Star, important, unread and label changes. */
  onChange: (changes: MailChanges) => void;
  /** Moves the mail to a folder (by id). */
  onMove: (folderId: string) => void;
  /** Opens the reply form. */
  onReply: (kind: ReplyKind) => void;
  /** Set for a mail in Drafts: continues it in the compose form. */
  onEditDraft?: () => void;
}

function AttachmentCard({ attachment }: { attachment: MailAttachment }) {
  const src = assetUrl(attachment.preview);
  const href = assetUrl(attachment.downloadUrl) ?? undefined;
  const isImage = attachment.type.startsWith('image/');
  return (
    <li className="w-40 overflow-hidden rounded-lg border border-border bg-card">
      <div className="flex h-28 items-center justify-center bg-hover">
        {src ? <img src={src} alt={isImage ? `Preview of ${attachment.name}` : ''} className={cn('max-h-full', isImage ? 'w-full object-cover' : 'h-16 w-auto')} loading="lazy" /> : <Icon name="heroicons-outline:document" size="lg" />}
      </div>
      <div className="p-2">
        <p className="truncate text-sm font-medium" title={attachment.name}>
          {attachment.name}
        </p>
        <p className="text-xs text-muted-foreground">{formatSize(attachment.size)}</p>
        {href ? (
          <a href={href} download={attachment.name} className="mt-1 inline-flex items-center gap-1 text-sm text-primary underline-offset-2 hover:underline">
            <Icon name="heroicons-outline:arrow-down-tray" size="sm" />
            Download<span className="sr-only"> {attachment.name}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The reading pane: subject, labels, sender and recipients, the body (HTML from data goes only
 * through SafeHtml; plain text is rendered as text and keeps its line breaks), attachments with previews, the toolbar
 * (labels, important, star, read/unread, move) and Reply / Reply all / Forward.
 */
export function MailDetails({ mail, status, error, onRetry, labels, folders, backHref, onChange, onMove, onReply, onEditDraft }: MailDetailsProps) {
  if (status === 'error') {
    return (
      <div className="p-6">
        <Alert variant="error" title="The mail could not be loaded" action={<Button variant="outline" size="sm" onClick={onRetry}>Retry</Button>}>
          {error}
        </Alert>
      </div>
    );
  }
  if (!mail) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the mail" className="grid gap-4 p-6">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const from = parseContact(mail.from.contact);
  const chips = mail.labels.map((id) => labels.find((l) => l.id === id)).filter((l): l is MailLabel => Boolean(l));
  const html = isHtmlContent(mail.content);

  return (
    <article aria-labelledby="mail-subject" data-slot="mail-details" className="flex min-h-0 flex-1 flex-col">
      <div role="toolbar" aria-label="Mail actions" className="flex flex-wrap items-center gap-1 border-b border-border px-2 py-2 sm:px-4">
        {backHref ? (
          <Link to={backHref} className="me-auto inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <Icon name="heroicons-outline:arrow-left" size="sm" />
            Back to the list
          </Link>
        ) : (
          <span className="me-auto" />
        )}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <IconButton icon="heroicons-outline:tag" label="Labels" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Labels</DropdownMenuLabel>
            {labels.map((label) => (
              <DropdownMenuCheckboxItem
                key={label.id}
                checked={mail.labels.includes(label.id)}
                onSelect={(e) => e.preventDefault()}
                onCheckedChange={(checked) => onChange({ labels: checked ? [...mail.labels, label.id] : mail.labels.filter((l) => l !== label.id) })}
              >
                <span aria-hidden="true" className={cn('size-2.5 rounded-full', LABEL_COLOR_CLASSES[label.color].dot)} />
                {label.title}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <IconButton
          icon={mail.important ? 'heroicons-solid:exclamation-circle' : 'heroicons-outline:exclamation-circle'}
          label={mail.important ? 'Remove the important mark' : 'Mark as important'}
          aria-pressed={mail.important}
          className={mail.important ? 'text-warn' : undefined}
          onClick={() => onChange({ important: !mail.important })}
        />
        <IconButton
          icon={mail.starred ? 'heroicons-solid:star' : 'heroicons-outline:star'}
          label={mail.starred ? 'Unstar' : 'Star'}
          aria-pressed={mail.starred}
          className={mail.starred ? 'text-amber-500' : undefined}
          onClick={() => onChange({ starred: !mail.starred })}
        />
        <IconButton
          icon={mail.unread ? 'heroicons-outline:envelope-open' : 'heroicons-outline:envelope'}
          label={mail.unread ? 'Mark as read' : 'Mark as unread'}
          onClick={() => onChange({ unread: !mail.unread })}
        />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <IconButton icon="heroicons-outline:folder-arrow-down" label="Move to folder" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Move to</DropdownMenuLabel>
            {folders.map((folder) => (
              <DropdownMenuItem key={folder.id} disabled={folder.id === mail.folder} onSelect={() => onMove(folder.id)}>
                <Icon name={folder.icon} size="sm" />
                {folder.title}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-6">
        <h2 id="mail-subject" className="text-2xl font-semibold break-words">
          {mail.subject || '(no subject)'}
        </h2>
        {chips.length > 0 ? (
          <ul aria-label="Labels of this mail" className="mt-2 flex flex-wrap gap-1">
            {chips.map((l) => (
              <li key={l.id} className={cn('rounded-full px-2 py-0.5 text-xs font-medium', LABEL_COLOR_CLASSES[l.color].chip)}>
                {l.title}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-6 flex items-start gap-3">
          <span aria-hidden="true" className="contents">
            <Avatar name={from.name} src={assetUrl(mail.from.avatar)} />
          </span>
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold break-words">
              {from.name} <span className="font-normal text-muted-foreground">&lt;{from.address}&gt;</span>
            </p>
            <p className="break-words text-muted-foreground">
              to <span className="text-foreground">{mail.to}</span>
            </p>
            {mail.cc?.length ? <p className="break-words text-muted-foreground">cc {mail.cc.join(', ')}</p> : null}
            {mail.bcc?.length ? <p className="break-words text-muted-foreground">bcc {mail.bcc.join(', ')}</p> : null}
            <p className="text-muted-foreground">
              <time dateTime={mail.date}>{fullDate(mail.date)}</time>
            </p>
          </div>
        </div>
        {html ? (
          <SafeHtml data-slot="mail-body" html={mail.content} profile="rich" className="mt-6 max-w-none" />
        ) : (
          <div data-slot="mail-body" className="mt-6 text-sm leading-relaxed break-words whitespace-pre-line">
            {mail.content}
          </div>
        )}
        {mail.attachments.length > 0 ? (
          <section aria-labelledby="mail-attachments" className="mt-8">
            <h3 id="mail-attachments" className="flex items-center gap-2 font-medium">
              <Icon name="heroicons-outline:paper-clip" size="sm" />
              {mail.attachments.length === 1 ? '1 attachment' : `${mail.attachments.length} attachments`}
            </h3>
            <ul className="mt-3 flex flex-wrap gap-3">
              {mail.attachments.map((a) => (
                <AttachmentCard key={`${a.name}-${a.downloadUrl}`} attachment={a} />
              ))}
            </ul>
          </section>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-2 border-t border-border pt-4">
          {onEditDraft ? (
            <Button onClick={onEditDraft}>
              <Icon name="heroicons-outline:pencil-square" size="sm" />
              Edit draft
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => onReply('reply')}>
            <Icon name="heroicons-outline:arrow-uturn-left" size="sm" />
            Reply
          </Button>
          <Button variant="outline" onClick={() => onReply('replyAll')}>
            <Icon name="heroicons-outline:arrow-uturn-left" size="sm" />
            Reply all
          </Button>
          <Button variant="outline" onClick={() => onReply('forward')}>
            <Icon name="heroicons-outline:arrow-uturn-right" size="sm" />
            Forward
          </Button>
        </div>
      </div>
    </article>
  );
}
