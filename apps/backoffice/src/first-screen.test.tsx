import { act, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterCommit, routerReady, stylesheetsLoaded, watchFirstScreen } from './first-screen';

// act() below, as Testing Library sets it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The app's form: controlled fields, as the sign-in form's. */
function AppForm({ onValues }: { onValues: (values: Record<string, string>) => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  onValues(values);
  return (
    <form>
      {(['email', 'password'] as const).map((name) => (
        <input key={name} name={name} aria-label={name} value={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.value })} />
      ))}
      <input name="note" aria-label="note" defaultValue="" />
    </form>
  );
}

const PRERENDERED = '<form><input name="email" value=""><input name="password" value=""><input name="note" value=""></form>';

/** A container holding the prerendered form, in the document. */
function prerendered(): HTMLDivElement {
  const container = document.createElement('div');
  container.append(...new DOMParser().parseFromString(PRERENDERED, 'text/html').body.childNodes);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('taking over the prerendered first screen', () => {
  it('carries what was typed into the app\'s fields (its state sees it) and focus back, after the commit', async () => {
    const container = prerendered();
    const [email, password] = container.querySelectorAll('input');
    email!.value = 'admin@hotel.test';
    password!.focus();
    password!.value = 'demo';

    const watch = watchFirstScreen(container);
    let state: Record<string, string> = {};
    await act(async () => {
      startTransition(() =>
        createRoot(container).render(
          <AfterCommit run={watch.restore}>
            <AppForm onValues={(values) => (state = values)} />
          </AfterCommit>,
        ),
      );
    });

    const fields = container.querySelectorAll('input');
    expect(fields[0]).not.toBe(email);
    expect(state).toEqual({ email: 'admin@hotel.test', password: 'demo' });
    expect([...fields].map((field) => field.value)).toEqual(['admin@hotel.test', 'demo', '']);
    expect(document.activeElement).toBe(fields[1]);
  });

  it('leaves the app\'s fields and focus alone when nothing was typed or focused', async () => {
    const container = prerendered();
    const watch = watchFirstScreen(container);
    await act(async () => {
      createRoot(container).render(
        <AfterCommit run={watch.restore}>
          <AppForm onValues={() => undefined} />
        </AfterCommit>,
      );
    });
    expect([...container.querySelectorAll('input')].map((field) => field.value)).toEqual(['', '', '']);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('routerReady', () => {
  it('resolves at once for an initialized router, else on the first initialized state', async () => {
    await expect(routerReady({ state: { initialized: true }, subscribe: () => () => undefined })).resolves.toBeUndefined();
    const listeners: Array<(state: { initialized: boolean }) => void> = [];
    let stopped = false;
    const ready = routerReady({
      state: { initialized: false },
      subscribe: (listener) => {
        listeners.push(listener);
        return () => (stopped = true);
      },
    });
    let resolved = false;
    void ready.then(() => (resolved = true));
    listeners[0]!({ initialized: false });
    await Promise.resolve();
    expect(resolved).toBe(false);
    listeners[0]!({ initialized: true });
    await ready;
    expect(stopped).toBe(true);
  });
});

describe('stylesheetsLoaded', () => {
  /** A stylesheet link as index.html's after-paint script adds it (data-loading until it loads). */
  const sheet = (loading: boolean) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    if (loading) link.setAttribute('data-loading', '');
    document.head.append(link);
    return link;
  };

  it('waits for every stylesheet still loading, whether it loads or fails, and for no other', async () => {
    const [first, second] = [sheet(true), sheet(true)];
    const loaded = sheet(false);
    let done = false;
    const ready = stylesheetsLoaded(document).then(() => (done = true));
    first.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    second.dispatchEvent(new Event('error'));
    await ready;
    expect(done).toBe(true);
    [first, second, loaded].forEach((link) => link.remove());
  });

  it('resolves at once without one (a dev server)', async () => {
    await expect(stylesheetsLoaded(document)).resolves.toBeUndefined();
  });
});
