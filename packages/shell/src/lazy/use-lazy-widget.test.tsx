import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyWithPreload, resetToasts, Toaster, type Preloadable } from '@hotel/ui';
import { createI18n, whenI18nReady } from '../i18n';
import { setOnline } from '../test/online';
import { useLazyWidget } from './use-lazy-widget';

const i18n = createI18n({ language: 'en' });
beforeAll(() => whenI18nReady(i18n));
afterEach(() => act(() => resetToasts()));

function Panel() {
  return <div role="dialog" aria-label="Messages" />;
}

function Trigger({ lazy, onError }: { lazy: Preloadable<typeof Panel>; onError: () => void }) {
  const [open, setOpen] = useState(false);
  const widget = useLazyWidget(lazy, {
    name: 'Messages',
    popup: 'dialog',
    onOpenRequest: () => setOpen(true),
    onError: () => {
      setOpen(false);
      onError();
    },
  });
  const Loaded = widget.loaded;
  const trigger = widget.renderTrigger(<button type="button">Open messages</button>);
  return Loaded && open ? <Panel /> : trigger;
}

/** A load that fails with `failure` until `network.up()`. */
function setup(failure: unknown) {
  let failing = true;
  const loader = vi.fn(() => (failing ? Promise.reject(failure) : Promise.resolve(Panel)));
  const onError = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Toaster duration={Number.POSITIVE_INFINITY}>
        <Trigger lazy={lazyWithPreload(loader)} onError={onError} />
      </Toaster>
    </I18nextProvider>,
  );
  return { loader, onError, up: () => (failing = false), trigger: () => screen.getByRole('button', { name: 'Open messages' }) };
}

describe('useLazyWidget', () => {
  it('reports a missing chunk with a toast offering Reload, and the next click tries again', async () => {
    const { onError, up, trigger } = setup(new TypeError('Failed to fetch dynamically imported module: /assets/feed-panel.js'));
    const user = userEvent.setup();
    await user.click(trigger());
    const alert = await screen.findByRole('alert', { name: /Messages could not be opened/ });
    expect(alert).toHaveTextContent('A new version may be available. Reload the page to continue.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
    up();
    await user.click(trigger());
    expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeInTheDocument();
  });

  it('shows the reason of any other failure, without Reload', async () => {
    const { trigger } = setup(new Error('The panel crashed while loading.'));
    await userEvent.setup().click(trigger());
    const alert = await screen.findByRole('alert', { name: /Messages could not be opened/ });
    expect(alert).toHaveTextContent('The panel crashed while loading.');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('offline, a missing chunk says so and offers no Reload (it would show the offline page)', async () => {
    const restore = setOnline(false);
    try {
      const { trigger } = setup(new TypeError('Failed to fetch dynamically imported module: /assets/feed-panel.js'));
      await userEvent.setup().click(trigger());
      const alert = await screen.findByRole('alert', { name: /Messages could not be opened/ });
      expect(alert).toHaveTextContent('You are offline. Try again when the connection is back.');
      expect(alert).not.toHaveTextContent('new version');
      expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    } finally {
      restore();
    }
  });
});
