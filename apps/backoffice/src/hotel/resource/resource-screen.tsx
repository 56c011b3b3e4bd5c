import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { accessScope, getResource, hotelPaths, type HotelRecord, type ResourceScreen as ResourceScreenDeclaration } from '@hotel/domain';
import { draftIds, useAuth, useHttpClient } from '@hotel/shell';
import { Button } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { runningNoun } from '../shared/running-noun';
import { ScreenHeader } from '../shared/screen-header';
import { RecordDrawer } from './record-drawer';
import { RecordTable } from './record-table';
import { recordDraftId } from './use-record-form';
import { resourceScreenList } from './list-query';
import { useRecordList } from './use-record-list';

export interface ResourceScreenProps {
  /** The screen declaration (SCREENS entry of kind 'resource'). */
  screen: ResourceScreenDeclaration;
  /** Initial page size (stories use 1000 for the virtual-rows case). */
  pageSize?: number;
}

type Editing = { record?: HotelRecord; labels: Record<string, Record<string, string>> } | null;

/** A resource list (search, sort, paging, selection, CSV) with the record drawer for create, edit and delete. */
export function ResourceScreen({ screen, pageSize }: ResourceScreenProps) {
  const resource = getResource(screen.resource);
  const text = useHotelText();
  const { t } = text;
  const { user } = useAuth();
  const roles = user?.roles ?? [];
  const scope = accessScope(resource, roles, 'write');
  // A 'my ...' screen lets its owners create and change their own records (the list holds only those).
  const writable = !screen.readOnly && (scope === 'all' || (screen.mine === true && scope === 'own'));
  const fixed = screen.filter ?? {};
  const { base } = resourceScreenList(screen);
  const list = useRecordList(resource, base, pageSize);
  const [editing, setEditing] = useState<Editing>(null);
  const reopened = useReopenKeptDraft(resource.name, writable);
  const open = editing ?? reopened.editing;
  const close = () => {
    setEditing(null);
    reopened.dismiss();
  };
  const create = writable ? (
    <Button onClick={() => setEditing({ labels: {} })}>
      {t('New {{thing}}', { thing: runningNoun(text, resource.singular) })}
    </Button>
  ) : null;

  return (
    <div data-slot="resource-screen" data-resource={resource.name}>
      <ScreenHeader
        title={t(screen.title)}
        section={screen.group}
        description={[t(resource.description), ...(screen.mine ? [t('Only the records you created.')] : []), ...(screen.readOnly || !writable ? [t('Read only.')] : [])].join(' ')}
        actions={create}
      />
      <div className="p-4 sm:p-8">
        <RecordTable
          resource={resource}
          list={list}
          fixed={fixed}
          label={t(screen.title)}
          exportName={screen.path.split('/').filter(Boolean).join('-')}
          bulkDelete={writable}
          onOpen={(record, labels) => setEditing({ record, labels })}
          empty={{
            title: t('No {{things}} yet', { things: runningNoun(text, resource.label) }),
            description: writable ? t('Create the first {{thing}}.', { thing: runningNoun(text, resource.singular) }) : undefined,
            action: create,
          }}
        />
      </div>
      {open ? (
        <RecordDrawer
          key={open.record?.id ?? 'new'}
          resource={resource}
          record={open.record}
          labels={open.labels}
          fixed={fixed}
          readOnly={!writable}
          onClose={close}
          onChanged={() => list.page.reload()}
          onDeleted={() => list.page.reload()}
        />
      ) : null}
    </div>
  );
}

/**
 * The form that held unsaved input when the session ended opens again on this screen after the new
 * sign-in (the drawer then restores the draft): a new record's, or an edited record's (read again).
 */
function useReopenKeptDraft(resource: string, writable: boolean): { editing: Editing; dismiss: () => void } {
  const { user } = useAuth();
  const client = useHttpClient();
  const { pathname } = useLocation();
  const [kept] = useState(() => (user && writable ? draftIds(user.id, pathname).find((id) => id.startsWith('record-')) : undefined));
  const [editing, setEditing] = useState<Editing>(() => (kept === recordDraftId() ? { labels: {} } : null));
  useEffect(() => {
    if (!kept || kept === recordDraftId()) return;
    const controller = new AbortController();
    client
      .get<HotelRecord>(hotelPaths.record(resource, kept.slice('record-'.length)), { signal: controller.signal })
      .then((record) => setEditing({ record, labels: {} }))
      // A record that is gone or no longer readable: its draft stays until the user opens it again.
      .catch(() => undefined);
    return () => controller.abort();
  }, [client, kept, resource]);
  return { editing, dismiss: () => setEditing(null) };
}
