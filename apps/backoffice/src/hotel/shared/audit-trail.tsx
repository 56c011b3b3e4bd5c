import { hotelPaths, type HotelAuditEntry, type Resource } from '@hotel/domain';
import { useHttpClient, useOptionalAuth } from '@hotel/shell';
import { Alert, Button, Skeleton, formatDateTime, toTitleCase } from '@hotel/ui';
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
export function actorLabel(entry: Pick<HotelAuditEntry, 'by' | 'byId'>, signedInId: string | null | undefined): string {
  return signedInId && entry.byId === signedInId ? `${entry.by} (you)` : entry.by;
}

/** Who changed a record, when, from which stage to which, with the note: oldest first. */
export function AuditTrail({ resource, recordId, version }: AuditTrailProps) {
  const client = useHttpClient();
  const me = useOptionalAuth()?.user?.id;
  const trail = useRequest(`${resource.name}/${recordId}@${version ?? ''}`, (signal) =>
    client.get<HotelAuditEntry[]>(hotelPaths.audit(resource.name, recordId), { signal, skipLoading: true }),
  );
  const stageLabel = (stage: string | null) => (stage ? (resource.workflow?.stages.find((s) => s.id === stage)?.label ?? toTitleCase(stage)) : '—');

  if (trail.error) {
    return (
      <Alert variant="error" title="The history could not be loaded" action={<Button size="sm" variant="outline" onClick={trail.reload}>Retry</Button>}>
        {messageOf(trail.error)}
      </Alert>
    );
  }
  if (!trail.data) {
    return (
      <div role="status" aria-label="Loading history" className="grid gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (trail.data.length === 0) return <p className="text-sm text-muted-foreground">No changes recorded yet.</p>;
  return (
    <ol aria-label="History" data-slot="audit-trail" className="grid gap-3 border-s border-border ps-4">
      {trail.data.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="grid gap-0.5 text-sm">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium text-foreground">{toTitleCase(entry.action)}</span>
            <span className="text-muted-foreground" data-user-id={entry.byId}>
              by {actorLabel(entry, me)}
            </span>
            <time dateTime={entry.at} className="text-xs text-muted-foreground">
              {formatDateTime(entry.at)}
            </time>
          </div>
          {entry.from !== entry.to || entry.action === 'create' ? (
            <div className="text-muted-foreground">
              {entry.action === 'create' ? `Created as ${stageLabel(entry.to)}` : `${stageLabel(entry.from)} → ${stageLabel(entry.to)}`}
            </div>
          ) : null}
          {entry.note ? <p className="text-foreground [overflow-wrap:anywhere]">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
