import { draftKey, loadDraft, saveDraft } from '@hotel/shell';

/** The signed-in story user (the preview's loader keeps their id in localStorage). */
const storyUserId = () => localStorage.getItem('userId') ?? '';

/** Keeps a form draft for the story's user, as a session that expired with unsaved input would have (call it in `beforeEach`). */
export function keepDraft<T>(path: string, formId: string, values: T): void {
  saveDraft(draftKey(storyUserId(), path, formId), values);
}

/** The values of the draft kept for the story's user, or null when none is kept. */
export function keptDraft<T = Record<string, unknown>>(path: string, formId: string): T | null {
  return loadDraft<T>(draftKey(storyUserId(), path, formId))?.values ?? null;
}
