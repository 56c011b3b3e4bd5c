import { useState } from 'react';
import { accessScope, getResource, type HotelRecord, type StageScreen as StageScreenDeclaration } from '@hotel/domain';
import { useAuth } from '@hotel/shell';
import { Button, toast } from '@hotel/ui';
import { RecordDrawer } from '../resource/record-drawer';
import { RecordTable } from '../resource/record-table';
import { useRecordList } from '../resource/use-record-list';
import { ScreenHeader } from '../shared/screen-header';
import { TransitionActions } from '../shared/transition-actions';

export interface StageScreenProps {
  /** The screen declaration (SCREENS entry of kind 'stage'). */
  screen: StageScreenDeclaration;
}

type Editing = { record?: HotelRecord; labels: Record<string, Record<string, string>> } | null;

/** The records of one workflow stage with the moves the signed-in role may make, per row and in the drawer. */
export function StageScreen({ screen }: StageScreenProps) {
  const resource = getResource(screen.resource);
  const { user } = useAuth();
  const roles = user?.roles ?? [];
  const writable = accessScope(resource, roles, 'write') === 'all';
  const fixed = screen.filter ?? {};
  const list = useRecordList(resource, { ...fixed, stage: screen.stage });
  const [editing, setEditing] = useState<Editing>(null);
  const stage = resource.workflow?.stages.find((s) => s.id === screen.stage);
  const creates = writable && resource.workflow?.initial === screen.stage;
  const create = creates ? <Button onClick={() => setEditing({ labels: {} })}>New {resource.singular.toLowerCase()}</Button> : null;

  return (
    <div data-slot="stage-screen" data-resource={resource.name} data-stage={screen.stage}>
      <ScreenHeader title={screen.title} section={screen.group} description={`${resource.label} that are ${stage?.label ?? screen.stage}.`} actions={create} />
      <div className="p-4 sm:p-8">
        <RecordTable
          resource={resource}
          list={list}
          fixed={{ ...fixed, stage: screen.stage }}
          label={screen.title}
          exportName={screen.path.split('/').filter(Boolean).join('-')}
          onOpen={(record, labels) => setEditing({ record, labels })}
          rowActions={(record) => (
            <TransitionActions
              resource={resource}
              record={record}
              onDone={(_moved, transition) => {
                toast({ title: `${transition.label}: ${String(record[resource.title] ?? record.id)}`, variant: 'success' });
                list.page.reload();
              }}
            />
          )}
          empty={{ title: `No ${resource.label.toLowerCase()} are ${(stage?.label ?? screen.stage).toLowerCase()}`, action: create }}
        />
      </div>
      {editing ? (
        <RecordDrawer
          key={editing.record?.id ?? 'new'}
          resource={resource}
          record={editing.record}
          labels={editing.labels}
          fixed={fixed}
          readOnly={!writable}
          onClose={() => setEditing(null)}
          onChanged={() => list.page.reload()}
          onDeleted={() => list.page.reload()}
        />
      ) : null}
    </div>
  );
}
