import { useState } from 'react';
import { findTransition, getResource, hotelPaths, type ActionScreen as ActionScreenDeclaration, type HotelRecord } from '@hotel/domain';
import { useHttpClient } from '@hotel/shell';
import { Button, ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, toast } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { RecordDrawer } from '../resource/record-drawer';
import { RecordTable } from '../resource/record-table';
import { useRecordList } from '../resource/use-record-list';
import { runningNoun } from '../shared/running-noun';
import { ScreenHeader } from '../shared/screen-header';
import { isReversal, TransitionActions } from '../shared/transition-actions';
import { messageOf } from '../shared/use-request';
import { DocumentView } from '../views/document-view';

export interface ActionScreenProps {
  /** The screen declaration (SCREENS entry of kind 'action'). */
  screen: ActionScreenDeclaration;
}

type Open = { kind: 'form' | 'delete' | 'document'; record: HotelRecord; labels: Record<string, Record<string, string>> } | null;

/** An auditor operation: the listed records, each with the action's form, transition, delete or document. */
export function ActionScreen({ screen }: ActionScreenProps) {
  const resource = getResource(screen.resource);
  const client = useHttpClient();
  const text = useHotelText();
  const { t, tm } = text;
  const { action } = screen;
  const actionLabel = t(action.label);
  const things = runningNoun(text, resource.label);
  const fixed = screen.filter ?? {};
  // Several stages are one list query (stage=a,b); only a single stage is fixed (its column left out).
  const stage = screen.stage ?? screen.stages?.join(',');
  const list = useRecordList(resource, { ...fixed, ...(stage ? { stage } : {}) });
  const [open, setOpen] = useState<Open>(null);
  const name = (record: HotelRecord) => String(record[resource.title] ?? record.id);
  const kind: 'form' | 'delete' | 'document' | 'transition' = action.fields ? 'form' : action.delete ? 'delete' : action.document ? 'document' : 'transition';
  const transition = action.transition ? findTransition(resource, action.transition) : undefined;
  const reverses = transition !== undefined && isReversal(resource, transition);
  const description = reverses
    ? t(
        '{{action}} on {{things}}: each reversal posts the mirror image of the original on the business date, with your reason. Nothing is deleted; the original and its reversal stay in the books and the audit trail.',
        { action: actionLabel, things },
      )
    : action.correction
      ? t('{{action}} on {{things}}: a correction reverses the original postings and posts the corrected ones on the business date, with your reason.', { action: actionLabel, things })
      : t('{{action}} on {{things}}.', { action: actionLabel, things });

  const remove = async (record: HotelRecord) => {
    try {
      await client.delete(hotelPaths.record(resource.name, record.id));
      toast({ title: t('{{action}}: {{name}}', { action: actionLabel, name: name(record) }), variant: 'success' });
      list.page.reload();
    } catch (error) {
      toast({ title: t('{{action}} refused', { action: actionLabel }), description: tm(messageOf(error)), variant: 'error' });
    }
  };

  return (
    <div data-slot="action-screen" data-resource={resource.name} data-action={action.id}>
      <ScreenHeader title={t(screen.title)} section={screen.group} description={description} />
      <div className="p-4 sm:p-8">
        <RecordTable
          resource={resource}
          list={list}
          fixed={{ ...fixed, ...(screen.stage ? { stage: screen.stage } : {}) }}
          label={t(screen.title)}
          exportName={screen.path.split('/').filter(Boolean).join('-')}
          onOpen={(record, labels) => setOpen({ kind: kind === 'transition' ? 'form' : kind, record, labels })}
          rowActions={(record) =>
            kind === 'transition' ? (
              <TransitionActions
                resource={resource}
                record={record}
                only={action.transition}
                onDone={() => {
                  toast({ title: t('{{action}}: {{name}}', { action: actionLabel, name: name(record) }), variant: 'success' });
                  list.page.reload();
                }}
              />
            ) : (
              <Button
                size="sm"
                variant={kind === 'delete' ? 'outline' : 'default'}
                onClick={(event) => {
                  event.stopPropagation();
                  setOpen({ kind, record, labels: list.page.data?.labels ?? {} });
                }}
              >
                {actionLabel}
              </Button>
            )
          }
        />
      </div>
      {open?.kind === 'form' ? (
        <RecordDrawer
          resource={resource}
          record={open.record}
          labels={open.labels}
          only={action.fields}
          correction={action.correction === true}
          readOnly={kind !== 'form'}
          onClose={() => setOpen(null)}
          onChanged={() => list.page.reload()}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        onOpenChange={(next) => (next ? undefined : setOpen(null))}
        title={open ? t('{{action}} {{name}}?', { action: actionLabel, name: name(open.record) }) : actionLabel}
        message={t('The record is removed for good. This cannot be undone.')}
        confirmLabel={actionLabel}
        tone="warn"
        onResult={(result) => {
          const record = open?.record;
          setOpen(null);
          if (result === 'confirmed' && record) void remove(record);
        }}
      />
      <Dialog open={open?.kind === 'document'} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>{actionLabel}</DialogTitle>
            <DialogDescription>{t('A copy of the printed document.')}</DialogDescription>
          </DialogHeader>
          {open?.kind === 'document' && action.document ? <DocumentView type={action.document} id={open.record.id} /> : null}
          <div className="flex justify-end print:hidden">
            <Button onClick={() => window.print()}>{t('Print')}</Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
