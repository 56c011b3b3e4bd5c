export { clearAllDrafts, clearDraft, draftIds, draftKey, loadDraft, saveDraft, type StoredDraft } from './form-drafts';
export { DraftNotice, type DraftNoticeProps } from './draft-notice';
export { useBeforeUnloadWarning } from './use-before-unload-warning';
export { useFormDraft, type FormDraft, type UseFormDraftOptions } from './use-form-draft';
export { useUnsavedChanges, type UnsavedChanges, type UseUnsavedChangesOptions } from './use-unsaved-changes';
