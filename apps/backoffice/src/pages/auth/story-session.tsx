import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { useAuth } from '@hotel/shell';
import { Spinner } from '@hotel/ui';

function EnsureSignedIn({ role, children }: { role: string; children: ReactNode }) {
  const { status, signIn } = useAuth();
  // Once signed in, the story may sign out (the sign-out page): never sign in again.
  const [ready, setReady] = useState(role === 'guest' || status === 'signed-in');
  if (!ready && status === 'signed-in') setReady(true);
  useEffect(() => {
    if (!ready && status === 'signed-out') void signIn(`${role}@hotel.test`, 'demo1234');
  }, [ready, status, role, signIn]);
  return ready ? <>{children}</> : <Spinner label="Signing in" />;
}

/**
 * Makes sure the story runs signed in as its role (the preview's shared session can be checked
 * before the token for the role is stored): signs in through the mock API when needed. Plays
 * start with a findBy query.
 */
export const withRoleSession: Decorator = (Story, { globals }) => (
  <EnsureSignedIn role={String(globals.role ?? 'admin')}>
    <Story />
  </EnsureSignedIn>
);
