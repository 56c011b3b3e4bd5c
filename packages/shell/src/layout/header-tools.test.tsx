import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeaderOverflowItem } from '../header/overflow/header-overflow-context';
import { installMatchMedia, type FakeMedia } from '../test/match-media';
import { HeaderTools } from './header-tools';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { shell: {} } }, ns: ['shell'], defaultNS: 'shell' });

let media: FakeMedia;
afterEach(() => media.restore());

/** A tool that supports the overflow menu: a button, or its menu item on a phone. */
function Tool({ id, onSelect }: { id: string; onSelect: () => void }) {
  const { collapsed } = useHeaderOverflowItem({ id, label: `${id} item`, badge: { count: id === 'messages' ? 3 : 0, label: '3 unread' }, onSelect });
  return (
    <button type="button" hidden={collapsed}>
      {`${id} button`}
    </button>
  );
}

/** The shift as radio choices. */
function Shift() {
  const [shift, setShift] = useState('morning');
  const { collapsed } = useHeaderOverflowItem({
    id: 'shift',
    label: 'Shift',
    choices: { value: shift, options: [{ value: 'morning', label: 'Morning' }, { value: 'night', label: 'Night' }], onValueChange: setShift },
  });
  return <output hidden={collapsed}>{`shift ${shift}`}</output>;
}

function setup(width: number) {
  media = installMatchMedia({ width });
  const selected = vi.fn<(id: string) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <HeaderTools
        slots={{
          languages: <Shift />,
          search: <button type="button">search button</button>,
          shortcuts: <Tool id="shortcuts" onSelect={() => selected('shortcuts')} />,
          messages: <Tool id="messages" onSelect={() => selected('messages')} />,
          settings: <button type="button">custom settings</button>,
          user: <Tool id="user" onSelect={() => selected('user')} />,
        }}
      />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), selected };
}

const more = () => screen.getByRole('button', { name: /^header\.more/ });

describe('HeaderTools', () => {
  it('on wider screens every tool is in the bar and there is no overflow menu', () => {
    setup(1280);
    for (const name of ['shortcuts button', 'messages button', 'search button', 'user button']) expect(screen.getByRole('button', { name })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^header\.more/ })).toBeNull();
  });

  it('on a phone the secondary tools move into the menu, before the user menu; the rest stay', async () => {
    setup(390);
    await waitFor(() => expect(more()).toBeInTheDocument());
    expect(more()).toHaveAccessibleName('header.moreWithNews');
    expect(screen.queryByRole('button', { name: 'shortcuts button' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'messages button' })).toBeNull();
    // Search and the user menu stay; a tool without overflow support stays where it is.
    for (const name of ['search button', 'user button', 'custom settings']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    const order = Array.from(document.querySelectorAll('[data-slot="header-tools"] button:not([hidden])')).map((b) => b.textContent || b.getAttribute('aria-label'));
    expect(order.indexOf('header.moreWithNews')).toBe(order.indexOf('user button') - 1);
  });

  it('the menu lists choices then actions in header order; an action runs once the menu has closed', async () => {
    const { user, selected } = setup(390);
    await waitFor(() => expect(more()).toBeInTheDocument());
    await user.click(more());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.getAttribute('aria-label') ?? item.textContent)).toEqual(['shortcuts item', 'messages item, 3 unread']);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Night' }));
    expect(screen.getByText('shift night')).toBeInTheDocument();
    await user.click(more());
    await user.click(await screen.findByRole('menuitem', { name: 'messages item, 3 unread' }));
    await waitFor(() => expect(selected).toHaveBeenCalledWith('messages'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more()).toHaveFocus();
  });

  it('widening past 600 px brings the tools back into the bar', async () => {
    setup(390);
    await waitFor(() => expect(more()).toBeInTheDocument());
    act(() => media.setWidth(800));
    expect(screen.getByRole('button', { name: 'messages button' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^header\.more/ })).toBeNull();
  });
});
