import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider, createStaticAuthSession, TOKEN_KEY, USER_NAME_KEY, type AuthState, type User } from '@hotel/shell';
import { LEGACY_USER_NAME_KEY, RememberFirstScreenUser } from './first-screen-user';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const amara: User = { id: 'u1', name: 'Amara Okafor', email: 'amara@hotel.test', avatar: null, status: 'online', roles: ['front-desk'] };
const signedIn = (user: User): AuthState => ({ status: 'signed-in', user, checkFailed: false });
const view = (state: AuthState) => (
  <AuthProvider session={createStaticAuthSession(state)}>
    <RememberFirstScreenUser />
  </AuthProvider>
);

describe('RememberFirstScreenUser', () => {
  it('keeps the current name where the session is, and follows a rename', () => {
    sessionStorage.setItem(TOKEN_KEY, 't');
    const { rerender } = render(view(signedIn(amara)));
    expect([localStorage.getItem(USER_NAME_KEY), sessionStorage.getItem(USER_NAME_KEY)]).toEqual([null, 'Amara Okafor']);
    act(() => rerender(view(signedIn({ ...amara, name: 'Amara Okafor-Ito' }))));
    expect(sessionStorage.getItem(USER_NAME_KEY)).toBe('Amara Okafor-Ito');
  });

  it('keeps no name once nobody is signed in', () => {
    localStorage.setItem(USER_NAME_KEY, 'Amara Okafor');
    render(view({ status: 'signed-out', user: null, checkFailed: false }));
    expect(localStorage.getItem(USER_NAME_KEY)).toBeNull();
  });

  it('forgets the name the back-office kept under its own key before the shell kept it', () => {
    localStorage.setItem(LEGACY_USER_NAME_KEY, 'Amara Okafor');
    sessionStorage.setItem(LEGACY_USER_NAME_KEY, 'Amara Okafor');
    render(view(signedIn(amara)));
    expect([localStorage.getItem(LEGACY_USER_NAME_KEY), sessionStorage.getItem(LEGACY_USER_NAME_KEY)]).toEqual([null, null]);
  });
});
