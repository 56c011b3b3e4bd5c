import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { User } from '../api';
import { AuthProvider } from './auth-provider';
import type { AuthSession, AuthState } from './auth-session';
import { RequireAccess, RequireAuth, RequireGuest, RequireRole } from './guards';

const user = (roles: string[]): User => ({ id: 'u1', name: 'Sam', email: 's@hotel.test', avatar: null, status: 'online', roles });

function fakeSession(state: AuthState): AuthSession {
  const noop = async () => {
    throw new Error('not used');
  };
  return {
    subscribe: () => () => {},
    getSnapshot: () => state,
    initAuth: async () => {},
    signIn: noop,
    signOut: async () => {},
    unlockSession: noop,
    signUp: noop,
    forgotPassword: noop,
    resetPassword: noop,
    changePassword: noop,
    updateUser: noop,
    refreshUser: noop,
    setStatus: noop,
    handleUnauthorized: () => {},
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, state: AuthState, element: ReactNode) {
  return render(
    <AuthProvider session={fakeSession(state)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/sign-in" element={<Where />} />
          <Route path="/" element={<Where />} />
          <Route path="*" element={element} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

const signedIn = (roles: string[]): AuthState => ({ status: 'signed-in', user: user(roles), checkFailed: false });
const signedOut: AuthState = { status: 'signed-out', user: null, checkFailed: false };
const checking: AuthState = { status: 'checking', user: null, checkFailed: false };

describe('RequireAuth', () => {
  it('renders children for signed-in users', () => {
    renderAt('/front-office/guests', signedIn(['receptionist']), <RequireAuth>Guests</RequireAuth>);
    expect(screen.getByText('Guests')).toBeInTheDocument();
  });
  it('shows the loading slot while checking', () => {
    renderAt('/x', checking, <RequireAuth loading={<span>Checking…</span>}>Secret</RequireAuth>);
    expect(screen.getByText('Checking…')).toBeInTheDocument();
    expect(screen.queryByText('Secret')).toBeNull();
  });
  it.each([
    ['/front-office/guests?page=2', '/sign-in?redirectURL=%2Ffront-office%2Fguests%3Fpage%3D2'],
    ['/sign-out', '/sign-in'],
  ])('sends a signed-out visitor from %s to %s', (from, to) => {
    renderAt(from, signedOut, <RequireAuth>Secret</RequireAuth>);
    expect(screen.getByTestId('where')).toHaveTextContent(to);
    expect(screen.queryByText('Secret')).toBeNull();
  });
  it('a failed check also goes to sign-in', () => {
    renderAt('/x', { ...signedOut, checkFailed: true }, <RequireAuth>Secret</RequireAuth>);
    expect(screen.getByTestId('where')).toHaveTextContent('/sign-in?redirectURL=%2Fx');
  });
});

describe('RequireGuest', () => {
  it('sends signed-in users to the root', () => {
    renderAt('/sign-up', signedIn(['cashier']), <RequireGuest>Sign up</RequireGuest>);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
  it.each([
    ['signed out', signedOut],
    ['check failed', { ...signedOut, checkFailed: true }],
  ])('lets visitors through (%s)', (_label, state) => {
    renderAt('/sign-up', state, <RequireGuest>Sign up</RequireGuest>);
    expect(screen.getByText('Sign up')).toBeInTheDocument();
  });
});

describe('RequireRole', () => {
  it.each([
    [['accountant'], ['accountant'], true],
    [['accountant'], ['admin'], true],
    [['accountant', 'manager'], ['manager'], true],
    [['accountant'], ['cashier'], false],
  ])('roles %j, user %j → allowed %s', (roles, userRoles, allowed) => {
    renderAt('/pos', signedIn(userRoles), <RequireRole roles={roles}>POS</RequireRole>);
    expect(screen.queryByText('POS') !== null).toBe(allowed);
    expect(screen.queryByRole('heading', { name: 'Access denied' }) !== null).toBe(!allowed);
  });
  it('uses the fallback slot', () => {
    renderAt('/pos', signedIn(['chef']), <RequireRole roles={['barman']} fallback={<p>Nope</p>}>POS</RequireRole>);
    expect(screen.getByText('Nope')).toBeInTheDocument();
  });
});

describe('RequireAccess', () => {
  it.each([
    ['public', signedOut, 'Page'],
    ['user', signedOut, '/sign-in?redirectURL=%2Fp'],
    ['guest', signedIn(['chef']), '/'],
  ] as const)('%s as %j', (access, state, expected) => {
    renderAt('/p', state, <RequireAccess access={access}>Page</RequireAccess>);
    if (expected === 'Page') expect(screen.getByText('Page')).toBeInTheDocument();
    else expect(screen.getByTestId('where')).toHaveTextContent(expected);
  });
  it('a role list denies other roles', () => {
    renderAt('/p', signedIn(['chef']), <RequireAccess access={['auditor']}>Page</RequireAccess>);
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });
});
