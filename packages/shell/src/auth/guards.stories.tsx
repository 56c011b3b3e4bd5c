import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { User } from '../api';
import { AuthProvider } from './auth-provider';
import type { AuthState } from './auth-session';
import { RequireAuth, RequireGuest, RequireRole } from './guards';
import { createStaticAuthSession } from './static-session';

const demoUser = (roles: string[]): User => ({
  id: 'demo',
  name: 'Demo User',
  email: 'demo@hotel.test',
  avatar: null,
  status: 'online',
  roles,
});

function Where({ label }: { label: string }) {
  const location = useLocation();
  return (
    <p>
      {label}: <code>{`${location.pathname}${location.search}`}</code>
    </p>
  );
}

interface GuardDemoProps {
  /** Which guard to show. */
  guard: 'auth' | 'guest' | 'role';
  /** Session state. */
  state: AuthState;
  /** Path the visitor requested. */
  path: string;
  /** Roles for RequireRole. */
  roles?: string[];
}

function GuardDemo({ guard, state, path, roles = ['accountant'] }: GuardDemoProps) {
  const loading = (
    <p role="status" className="text-muted-foreground">
      Checking your session…
    </p>
  );
  let element: ReactNode;
  if (guard === 'auth') element = <RequireAuth loading={loading}>Protected page content</RequireAuth>;
  else if (guard === 'guest') element = <RequireGuest loading={loading}>Sign-up form</RequireGuest>;
  else element = <RequireRole roles={roles} loading={loading}>Accountant page content</RequireRole>;
  return (
    <AuthProvider session={createStaticAuthSession(state)}>
      <MemoryRouter initialEntries={[path]}>
        <main className="bg-background p-4 text-foreground">
          <Routes>
            <Route path="/sign-in" element={<Where label="Redirected to sign-in" />} />
            <Route path="/" element={<Where label="Redirected to the root" />} />
            <Route path="*" element={element} />
          </Routes>
        </main>
      </MemoryRouter>
    </AuthProvider>
  );
}

const signedOut: AuthState = { status: 'signed-out', user: null, checkFailed: false };

const meta = {
  title: 'Shell/Auth/Guards',
  component: GuardDemo,
  parameters: { router: false },
  args: { guard: 'auth', state: signedOut, path: '/front-office/guests?page=2' },
} satisfies Meta<typeof GuardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AuthChecking: Story = {
  args: { state: { status: 'checking', user: null, checkFailed: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking your session…');
  },
};

export const AuthSignedIn: Story = {
  args: { state: { status: 'signed-in', user: demoUser(['receptionist']), checkFailed: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Protected page content')).toBeVisible();
  },
};

export const AuthSignedOutRedirects: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('/sign-in?redirectURL=%2Ffront-office%2Fguests%3Fpage%3D2')).toBeVisible();
  },
};

export const AuthFromSignOutHasNoRedirectTarget: Story = {
  args: { path: '/sign-out' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('/sign-in')).toBeVisible();
  },
};

export const GuestSignedOut: Story = {
  args: { guard: 'guest', path: '/sign-up' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sign-up form')).toBeVisible();
  },
};

export const GuestCheckFailedLetsThrough: Story = {
  args: { guard: 'guest', path: '/sign-up', state: { ...signedOut, checkFailed: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sign-up form')).toBeVisible();
  },
};

export const GuestSignedInRedirects: Story = {
  args: { guard: 'guest', path: '/sign-up', state: { status: 'signed-in', user: demoUser(['cashier']), checkFailed: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Redirected to the root:', { exact: false })).toBeVisible();
  },
};

export const RoleAllowed: Story = {
  args: { guard: 'role', path: '/dashboards', state: { status: 'signed-in', user: demoUser(['accountant']), checkFailed: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Accountant page content')).toBeVisible();
  },
};

export const RoleAdminAllowed: Story = {
  args: { guard: 'role', path: '/dashboards', state: { status: 'signed-in', user: demoUser(['admin']), checkFailed: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Accountant page content')).toBeVisible();
  },
};

export const RoleDenied: Story = {
  args: { guard: 'role', path: '/dashboards', state: { status: 'signed-in', user: demoUser(['chef']), checkFailed: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(within(canvasElement).queryByText('Accountant page content')).toBeNull();
  },
};
