import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../api';
import { AuthProvider } from '../auth/auth-provider';
import { createAuthSession } from '../auth/auth-session';
import { createStaticAuthSession } from '../auth/static-session';
import { clearAllDrafts, draftIds, draftKey, loadDraft } from './form-drafts';
import { useFormDraft } from './use-form-draft';

const person = (id: string): User => ({ id, name: id, email: `${id}@hotel.test`, avatar: null, status: 'online', roles: [] });

function NoteForm({ initial = '' }: { initial?: string }) {
  const [note, setNote] = useState(initial);
  const draft = useFormDraft({ id: 'note', values: { note }, dirty: note !== initial, onRestore: (kept) => setNote(kept.note) });
  return (
    <div>
      <label>
        Note
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <output>{draft.restoredAt === null ? 'fresh' : 'restored'}</output>
      <button type="button" onClick={() => draft.clear()}>
        Saved
      </button>
    </div>
  );
}

function renderAs(userId: string, path = '/front-office/guests') {
  const session = createStaticAuthSession({ status: 'signed-in', user: person(userId), checkFailed: false });
  const view = render(
    <AuthProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <NoteForm />
      </MemoryRouter>
    </AuthProvider>,
  );
  return { ...view, session };
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Note'), { target: { value: text } });

afterEach(() => clearAllDrafts());

describe('useFormDraft', () => {
  it('keeps unsaved input per user, screen and form, and restores it when the form opens again', () => {
    const first = renderAs('u1');
    expect(screen.getByRole('status')).toHaveTextContent('fresh');
    type('Late check-out for 204');
    expect(loadDraft<{ note: string }>(draftKey('u1', '/front-office/guests', 'note'))?.values).toEqual({ note: 'Late check-out for 204' });
    first.unmount();

    renderAs('u1');
    expect(screen.getByLabelText('Note')).toHaveValue('Late check-out for 204');
    expect(screen.getByRole('status')).toHaveTextContent('restored');
  });

  it('shows nobody else the draft: another user, or the same user on another screen, starts empty', () => {
    renderAs('u1').unmount();
    const first = renderAs('u1');
    type('Only mine');
    first.unmount();
    renderAs('u2').unmount();
    renderAs('u1', '/front-office/groups');
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(draftIds('u1', '/front-office/guests')).toEqual(['note']);
  });

  it('keeps no draft of a clean form, and forgets it once saved', () => {
    const view = renderAs('u1');
    type('Something');
    type('');
    expect(draftIds('u1', '/front-office/guests')).toEqual([]);
    type('Something else');
    act(() => screen.getByRole('button', { name: 'Saved' }).click());
    expect(draftIds('u1', '/front-office/guests')).toEqual([]);
    view.unmount();
  });

  it('a deliberate sign-out forgets every draft', async () => {
    const view = renderAs('u1');
    type('On a shared terminal');
    expect(draftIds('u1', '/front-office/guests')).toEqual(['note']);
    view.unmount();
    const session = createAuthSession({
      client: { post: async () => undefined } as never,
      storage: { getToken: () => null, getUserId: () => null, save: () => {}, clear: () => {} },
    });
    await session.signOut();
    expect(draftIds('u1', '/front-office/guests')).toEqual([]);
  });
});
