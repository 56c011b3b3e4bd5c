import { useState } from 'react';
import { accessScope, getResource, type HotelRecord, type StageScreen as StageScreenDeclaration } from '@hotel/domain';
import { useAuth } from '@hotel/shell';
import { Button, toast } from '@hotel/ui';
import { useHotelText, type HotelText } from '../../i18n/hotel-text';
import { RecordDrawer } from '../resource/record-drawer';
import { FIRST_PAGE_SIZE, stageScreenList } from '../resource/list-query';
import { RecordTable } from '../resource/record-table';
import { useRecordList } from '../resource/use-record-list';
import { runningNoun } from '../shared/running-noun';
import { ScreenHeader } from '../shared/screen-header';
import { TransitionActions } from '../shared/transition-actions';
import { formatBusinessDate, useBusinessDate } from '../shared/use-business-date';
import { useFrontDesk } from './front-desk';

export interface StageScreenProps {
  /** The screen declaration (SCREENS entry of kind 'stage'). */
  screen: StageScreenDeclaration;
}

type Editing = { record?: HotelRecord; labels: Record<string, Record<string, string>> } | null;

/** The records of one workflow stage with the moves the signed-in role may make, per row and in the drawer. */
export function StageScreen({ screen }: StageScreenProps) {
  const resource = getResource(screen.resource);
  const text = useHotelText();
  const { t } = text;
  const { user } = useAuth();
  const roles = user?.roles ?? [];
  const writable = accessScope(resource, roles, 'write') === 'all';
  const fixed = screen.filter ?? {};
  // Due lists (arrivals, departures) come in the server's order: due on the business date first, then late ones.
  const { base, serverOrder } = stageScreenList(screen);
  const list = useRecordList(resource, base, FIRST_PAGE_SIZE, serverOrder);
  const [editing, setEditing] = useState<Editing>(null);
  const [version, setVersion] = useState(0);
  const frontDesk = useFrontDesk(screen, resource, version);
  const { date: businessDate } = useBusinessDate();
  const stage = resource.workflow?.stages.find((s) => s.id === screen.stage);
  const stageLabel = stage ? t(stage.label) : screen.stage;
  const creates = writable && resource.workflow?.initial === screen.stage;
  const create = creates ? <Button onClick={() => setEditing({ labels: {} })}>{t('New {{thing}}', { thing: runningNoun(text, resource.singular) })}</Button> : null;

  return (
    <div data-slot="stage-screen" data-resource={resource.name} data-stage={screen.stage}>
      <ScreenHeader title={t(screen.title)} section={screen.group} description={describe(text, screen, stageLabel, t(resource.label), businessDate)} actions={create} />
      <div className="p-4 sm:p-8">
        <RecordTable
          resource={resource}
          list={list}
          fixed={{ ...fixed, stage: screen.stage }}
          label={t(screen.title)}
          exportName={screen.path.split('/').filter(Boolean).join('-')}
          onOpen={(record, labels) => setEditing({ record, labels })}
          extraColumns={frontDesk?.columns}
          rowActions={(record) => (
            <div className="flex flex-wrap items-center gap-2">
              {frontDesk?.folioLink(record)}
              <TransitionActions
                resource={resource}
                record={record}
                dialogFor={frontDesk?.dialogFor}
                onDone={(_moved, transition) => {
                  toast({ title: t('{{action}}: {{name}}', { action: t(transition.label), name: String(record[resource.title] ?? record.id) }), variant: 'success' });
                  setVersion((v) => v + 1);
                  list.page.reload();
                }}
              />
            </div>
          )}
          empty={{ title: t('No {{things}} are {{stage}}', { things: runningNoun(text, resource.label), stage: stageLabel.toLocaleLowerCase(text.language || 'en') }), action: create }}
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
          onChanged={() => {
            setVersion((v) => v + 1);
            list.page.reload();
          }}
          onDeleted={() => list.page.reload()}
          dialogFor={frontDesk?.dialogFor}
        />
      ) : null}
    </div>
  );
}

/** The screen's line under the heading; due lists say how they are ordered against the business date. */
function describe({ t }: HotelText, screen: StageScreenProps['screen'], stage: string, label: string, businessDate: string | undefined): string {
  const base = t('{{things}} that are {{stage}}.', { things: label, stage });
  const day = businessDate ? formatBusinessDate(businessDate) : undefined;
  if (screen.due === 'arrivals') {
    const order = day ? t('Arrivals due on the business date ({{day}}) first, then late ones, then early ones.', { day }) : t('Arrivals due on the business date first, then late ones, then early ones.');
    return `${base} ${order}`;
  }
  if (screen.due === 'departures') {
    const order = day ? t('Departures due on the business date ({{day}}) first, then overdue ones, then the rest.', { day }) : t('Departures due on the business date first, then overdue ones, then the rest.');
    return `${base} ${order}`;
  }
  return base;
}
