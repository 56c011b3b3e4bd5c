import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@hotel/ui';
import { endpoints, type SignInResponse, type User } from '@hotel/shell/api';
import { env } from './env';

const url = (path: string) => new URL(path, new URL(env.apiUrl, location.origin)).toString();

/** The first working slice: sign in through the mock API, then read the user with the token. */
export function App() {
  const [user, setUser] = useState<User | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const token = localStorage.getItem('accessToken');
    if (!token) return;
    void fetch(url(endpoints.common.user), { headers: { Authorization: `Bearer ${token}` } }).then(async (res) => {
      if (res.ok) setUser((await res.json()) as User);
      else localStorage.removeItem('accessToken');
    });
  }, []);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(url(endpoints.auth.signIn), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
      });
      if (!res.ok) {
        setError('Wrong email or password');
        return;
      }
      const session = (await res.json()) as SignInResponse;
      localStorage.setItem('accessToken', session.accessToken);
      localStorage.setItem('userId', session.user.id);
      setUser(session.user);
    } finally {
      setBusy(false);
    }
  }

  if (user) {
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-semibold">Welcome, {user.name}</h1>
        <p className="mt-2 text-muted-foreground">Signed in as {user.email}</p>
        <Button
          className="mt-6"
          variant="outline"
          onClick={() => {
            localStorage.removeItem('accessToken');
            localStorage.removeItem('userId');
            setUser(null);
          }}
        >
          Sign out
        </Button>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-sm p-8">
      <h1 className="text-2xl font-semibold">Sign in</h1>
      <form className="mt-6 flex flex-col gap-4" onSubmit={signIn}>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Email address
          <input name="email" type="email" required defaultValue="admin@hotel.test" className="h-10 rounded-md border bg-card px-3" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Password
          <input name="password" type="password" required defaultValue="demo1234" className="h-10 rounded-md border bg-card px-3" />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-warn">
            {error}
          </p>
        ) : null}
        <Button type="submit" loading={busy}>
          Sign in
        </Button>
      </form>
    </main>
  );
}
