import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { canOpen, hotelPaths, mayChangeDraft, SCREENS, type DocumentScreen, type FolioScreen, type HotelRecord, type Resource } from '@hotel/domain';
import { DraftNotice, useAuth, useHttpClient, useUnsavedChanges } from '@hotel/shell';
import {
  Alert,
  Button,
  ConfirmDialog,
  Drawer,
  DrawerBody,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { AuditTrail } from '../shared/audit-trail';
import { runningNoun } from '../shared/running-noun';
import { draftOwnerName, TransitionActions, type TransitionActionsProps } from '../shared/transition-actions';
import { messageOf } from '../shared/use-request';
import { RecordForm } from './record-form';
import { recordDraftId, useRecordForm } from './use-record-form';

export interface RecordDrawerProps {
  /** The resource of the record. */
  resource: Resource;
  /** The record to edit; undefined creates a new one. */
  record?: HotelRecord;
  /** Reference labels of the record (field → id → label). */
  labels?: Record<string, Record<string, string>>;
  /** The screen's fixed values (hidden, set on create). */
  fixed?: Readonly<Record<string, string>>;
  /** Starting values of a new record, shown and editable (keep the object stable). */
  defaults?: Readonly<Record<string, unknown>>;
  /** No save or delete (read-only screens). */
  readOnly?: boolean;
  /** Only these fields are edited (action screens). */
  only?: readonly string[];
  /** The edit corrects a posted document: the form asks for a reason and sends it with the PATCH. */
  correction?: boolean;
  /** Called to close (after the unsaved-changes check). */
  onClose: () => void;
  /** Called after a save or a transition with the new record. */
  onChanged: (record: HotelRecord) => void;
  /** Called after a delete. */
  onDeleted?: (id: string) => void;
  /** A screen's own dialog for some moves (the front desk's check-out flow). */
  dialogFor?: TransitionActionsProps['dialogFor'];
}

/**
 * The record drawer: the generated form (create or edit), delete with confirmation, the workflow
 * actions and the audit trail; closing with unsaved changes asks first.
 */
export function RecordDrawer({ resource, record, labels, fixed, defaults, readOnly: screenReadOnly = false, only, correction = false, onClose, onChanged, onDeleted, dialogFor }: RecordDrawerProps) {
  const client = useHttpClient();
  const text = useHotelText();
  const { t, tm } = text;
  const { user } = useAuth();
  // Another user's draft (a new store request) is theirs to change, submit or delete.
  const othersDraft = record !== undefined && !mayChangeDraft(resource, record, user?.roles ?? [], user?.id);
  const readOnly = screenReadOnly || othersDraft;
  const documents = documentScreensOf(resource, user?.roles ?? []);
  const formId = useId();
  // Unsaved input is kept as a draft (restored after a new sign-in) and guarded when leaving.
  const form = useRecordForm(resource, { record, fixed, only, defaults, correction, draftId: readOnly ? undefined : recordDraftId(record?.id) });
  const { confirmDiscard } = useUnsavedChanges(form.dirty && !readOnly, { onDiscard: form.draft.clear });
  const [confirm, setConfirm] = useState<'delete' | null>(null);
  const [deleteError, setDeleteError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const name = record ? String(record[resource.title] ?? record.id) : '';
  const singular = t(resource.singular);
  const stageDeclared = record ? resource.workflow?.stages.find((s) => s.id === record.stage)?.label : undefined;
  const stageLabel = stageDeclared === undefined ? undefined : t(stageDeclared);
  const title = record ? t('{{thing}} {{name}}', { thing: singular, name }) : t('New {{thing}}', { thing: runningNoun(text, resource.singular) });

  // The shell's prompt (the one every form uses); leaving clears the draft.
  const requestClose = () => void confirmDiscard().then((leave) => leave && onClose());

  const remove = async () => {
    if (!record) return;
    setDeleting(true);
    setDeleteError(undefined);
    try {
      await client.delete(hotelPaths.record(resource.name, record.id));
      toast({ title: t('{{thing}} {{name}} deleted', { thing: singular, name }), variant: 'success' });
      onDeleted?.(record.id);
      onClose();
    } catch (error) {
      setDeleteError(tm(messageOf(error)));
    } finally {
      setDeleting(false);
    }
  };

  const form$ = (
    <RecordForm
      form={form}
      id={formId}
      readOnly={readOnly}
      labels={labels}
      onSaved={(saved) => {
        toast({ title: record ? t('{{thing}} {{name}} saved', { thing: singular, name }) : t('{{thing}} created', { thing: singular }), variant: 'success' });
        onChanged(saved);
        onClose();
      }}
    />
  );

  return (
    <Drawer side="right" width={560} open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DrawerContent data-slot="record-drawer" aria-describedby={undefined}>
        <DrawerHeader>
          <DrawerTitle className="[overflow-wrap:anywhere]">{title}</DrawerTitle>
          <DrawerDescription className="sr-only">{t(resource.description)}</DrawerDescription>
        </DrawerHeader>
        <DrawerBody className="grid content-start gap-4">
          <DraftNotice restoredAt={form.draft.restoredAt} onDiscard={form.discard} />
          {othersDraft && record ? (
            <Alert variant="info" title={t('{{owner}}’s draft', { owner: draftOwnerName(resource, record, t) })}>
              {t('Only its owner may change, submit or delete it.')}
            </Alert>
          ) : null}
          {deleteError ? (
            <Alert variant="error" title={t('Not deleted')}>
              {deleteError}
            </Alert>
          ) : null}
          {record && resource.workflow ? (
            <section aria-label={t('Actions')} className="grid gap-2">
              <p className="text-sm text-muted-foreground">
                {t('Stage:')} <span className="font-medium text-foreground">{stageLabel ?? record.stage}</span>
              </p>
              <TransitionActions
                resource={resource}
                record={record}
                dialogFor={dialogFor}
                onDone={(moved, transition) => {
                  toast({ title: t('{{action}}: {{name}}', { action: t(transition.label), name }), variant: 'success' });
                  onChanged(moved);
                  onClose();
                }}
              />
            </section>
          ) : null}
          {record && documents.length > 0 ? (
            <nav aria-label={t('Documents')} className="flex flex-wrap gap-2">
              {documents.map((screen) => (
                <Button key={screen.path} asChild size="sm" variant="outline">
                  <Link to={screen.path.replace(':id', encodeURIComponent(record.id))}>{t('Open {{document}}', { document: runningNoun(text, screen.title) })}</Link>
                </Button>
              ))}
            </nav>
          ) : null}
          {record ? (
            <Tabs defaultValue="details">
              <TabsList aria-label={t('{{thing}} sections', { thing: singular })}>
                <TabsTrigger value="details">{t('Details')}</TabsTrigger>
                <TabsTrigger value="history">{t('History')}</TabsTrigger>
              </TabsList>
              <TabsContent value="details" className="pt-3">
                {form$}
              </TabsContent>
              <TabsContent value="history" className="pt-3">
                <AuditTrail resource={resource} recordId={record.id} version={String(record.stage)} />
              </TabsContent>
            </Tabs>
          ) : (
            form$
          )}
        </DrawerBody>
        <DrawerFooter className="flex flex-wrap justify-between gap-2">
          <div>
            {record && !readOnly && !only ? (
              <Button variant="outline" onClick={() => setConfirm('delete')} disabled={deleting}>
                {t('Delete')}
              </Button>
            ) : null}
          </div>
          <div className="flex gap-2">
            <Button variant="outline" onClick={requestClose}>
              {readOnly ? t('Close') : t('Cancel')}
            </Button>
            {readOnly ? null : (
              <Button type="submit" form={formId} disabled={form.saving}>
                {form.saving ? t('Saving…') : record ? t('Save') : t('Create')}
              </Button>
            )}
          </div>
        </DrawerFooter>
      </DrawerContent>
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={t('Delete {{thing}} {{name}}?', { thing: runningNoun(text, resource.singular), name })}
        message={t('This cannot be undone.')}
        confirmLabel={t('Delete')}
        tone="warn"
        onResult={(result) => {
          setConfirm(null);
          if (result === 'confirmed') void remove();
        }}
      />
    </Drawer>
  );
}

/** Whose folio each folio screen shows. */
const FOLIO_OWNERS: Record<FolioScreen['folio'], string> = { stay: 'room-reservations', group: 'groups', city: 'city-ledger-accounts' };

/** The printable documents (guest bill, cash receipt) and the folio of a resource's records that the roles may open. */
function documentScreensOf(resource: Resource, roles: readonly string[]): (DocumentScreen | FolioScreen)[] {
  return SCREENS.filter(
    (screen): screen is DocumentScreen | FolioScreen =>
      ((screen.kind === 'document' && screen.resource === resource.name) || (screen.kind === 'folio' && FOLIO_OWNERS[screen.folio] === resource.name)) && canOpen(screen, roles),
  );
}
