import { hotelPaths, type HotelAuditEntry, type Resource } from '@hotel/domain';
import { useHttpClient, useOptionalAuth } from '@hotel/shell';
import { Alert, Button, Skeleton, formatDateTime, toTitleCase } from '@hotel/ui';
import { useHotelText, type TextParams } from '../../i18n/hotel-text';
import { messageOf, useRequest } from './use-request';

export interface AuditTrailProps {
  /** The record's resource. */
  resource: Resource;
  /** The record's id. */
  recordId: string;
  /** Changes when the record changes (reloads the trail). */
  version?: string | number;
}

/**
 * Who acted, as an entry shows it: the name they had then, and '(you)' when the entry is the
 * signed-in user's, told by id (a colleague who took your name is not you; you renamed are still you).
 */
export function actorLabel(
  entry: Pick<HotelAuditEntry, 'by' | 'byId'>,
  signedInId: string | null | undefined,
  t: (text: string, params?: TextParams) => string = (text, params) => text.replace('{{name}}', String(params?.name ?? '')),
): string {
  return signedInId && entry.byId === signedInId ? t('{{name}} (you)', { name: entry.by }) : entry.by;
}

/** Who changed a record, when, from which stage to which, with the note: oldest first. */
export function AuditTrail({ resource, recordId, version }: AuditTrailProps) {
  const client = useHttpClient();
  const { t, tm } = useHotelText();
  const me = useOptionalAuth()?.user?.id;
  const trail = useRequest(`${resource.name}/${recordId}@${version ?? ''}`, (signal) =>
    client.get<HotelAuditEntry[]>(hotelPaths.audit(resource.name, recordId), { signal, skipLoading: true }),
  );
  const stageLabel = (stage: string | null) => {
    if (!stage) return '—';
    const declared = resource.workflow?.stages.find((s) => s.id === stage)?.label;
    return declared === undefined ? toTitleCase(stage) : t(declared);
  };
  // An entry's action by its name ('check-in' → 'Check In'); in another language, the workflow's move as translated.
  const actionLabel = (action: string) => {
    const move = resource.workflow?.transitions.find((transition) => transition.action === action)?.label;
    return move !== undefined && t(move) !== move ? t(move) : t(toTitleCase(action));
  };

  if (trail.error) {
    return (
      <Alert
        variant="error"
        title={t('The history could not be loaded')}
        action={
          <Button size="sm" variant="outline" onClick={trail.reload}>
            {t('Retry')}
          </Button>
        }
      >
        {tm(messageOf(trail.error))}
      </Alert>
    );
  }
  if (!trail.data) {
    return (
      <div role="status" aria-label={t('Loading history')} className="grid gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (trail.data.length === 0) return <p className="text-sm text-muted-foreground">{t('No changes recorded yet.')}</p>;
  return (
    <ol aria-label={t('History')} data-slot="audit-trail" className="grid gap-3 border-s border-border ps-4">
      {trail.data.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="grid gap-0.5 text-sm">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium text-foreground">{actionLabel(entry.action)}</span>
            <span className="text-muted-foreground" data-user-id={entry.byId}>
              {t('by {{name}}', { name: actorLabel(entry, me, t) })}
            </span>
            <time dateTime={entry.at} className="text-xs text-muted-foreground">
              {formatDateTime(entry.at)}
            </time>
          </div>
          {entry.from !== entry.to || entry.action === 'create' ? (
            <div className="text-muted-foreground">
              {entry.action === 'create' ? t('Created as {{stage}}', { stage: stageLabel(entry.to) }) : `${stageLabel(entry.from)} → ${stageLabel(entry.to)}`}
            </div>
          ) : null}
          {entry.note ? <p className="text-foreground [overflow-wrap:anywhere]">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
