import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { visibleItems } from '../../model';
import type { ShellNavigationItem } from '../../types';
import { navigationFixture } from '../fixtures';
import { VerticalNavigation } from './vertical-navigation';
import type { VerticalNavigationAppearance } from './vertical-navigation-row';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function setup(appearance: VerticalNavigationAppearance, path = '/home', items: ShellNavigationItem[] = visibleItems(navigationFixture())) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <VerticalNavigation items={items} label="Main" appearance={appearance} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  const nav = () => screen.getByRole('navigation', { name: 'Main' });
  // A compact tile's name includes its badge ('Guests 3').
  const row = (name: string) => within(nav()).getByRole('button', { name: new RegExp(`^${name}`) });
  return { user, nav, row };
}

describe.each(['thin', 'compact'] as const)('VerticalNavigation: the %s rail', (appearance) => {
  it('shows the items of every top-level group at once, each named, in a list named by its group', () => {
    const { nav } = setup(appearance);
    const frontOffice = within(nav()).getByRole('list', { name: 'Front office' });
    expect(within(frontOffice).getByRole('link', { name: 'Check in' })).toBeInTheDocument();
    expect(within(frontOffice).getByRole('button', { name: /^Guests/ })).toHaveAttribute('aria-expanded', 'false');
    const itemTypes = within(nav()).getByRole('list', { name: 'Item types' });
    expect(within(itemTypes).getByRole('link', { name: 'Hotel website' })).toBeInTheDocument();
    expect(within(itemTypes).getByRole('button', { name: 'Run an action' })).toBeInTheDocument();
    // No blank row: every row has an icon (or its initial) and a name.
    for (const el of nav().querySelectorAll<HTMLElement>('[data-nav-row]')) {
      expect(el.textContent?.trim()).not.toBe('');
      expect(el.querySelector('[data-slot="icon"], [data-slot="navigation-initial"]')).not.toBeNull();
    }
  });

  it('a collapsable opens its flyout with focus on its first row; Escape closes it and focus returns', async () => {
    const { user, row } = setup(appearance);
    await user.click(row('Guests'));
    const flyout = screen.getByRole('region', { name: 'Guests' });
    expect(within(flyout).getByRole('link', { name: 'Guest list' })).toHaveFocus();
    expect(row('Guests')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Guests' })).toBeNull();
    expect(row('Guests')).toHaveFocus();
  });

  it('by keyboard: ArrowRight opens, arrows move inside, ArrowLeft closes; Tab past either end leaves it', async () => {
    const { user, row } = setup(appearance);
    row('Guests').focus();
    await user.keyboard('{ArrowRight}');
    const flyout = () => screen.getByRole('region', { name: 'Guests' });
    expect(within(flyout()).getByRole('link', { name: 'Guest list' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(flyout()).getByRole('link', { name: /^Guest bills/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(row('Guests')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(within(flyout()).getByRole('link', { name: 'Guest list' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(row('Guests')).toHaveFocus();

    await user.keyboard('{Enter}{End}');
    expect(within(flyout()).getByRole('button', { name: 'More' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('region')).toBeNull();
    expect(row('Payments')).toHaveFocus();
  });

  it('choosing a link in the flyout navigates, closes it and puts focus back on its row', async () => {
    const { user, row } = setup(appearance);
    await user.click(row('Payments'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/front-office/refunds');
    expect(screen.queryByRole('region')).toBeNull();
    expect(row('Payments')).toHaveFocus();
    expect(row('Payments')).toHaveAttribute('data-active', 'true');
  });

  it('an item without an icon shows its initial', () => {
    const items: ShellNavigationItem[] = [
      { id: 'g', type: 'group', title: 'Group', children: [{ id: 'g.a', type: 'basic', title: 'audit trail', link: '/audit' }] },
    ];
    const { nav } = setup(appearance, '/home', items);
    const link = within(nav()).getByRole('link', { name: /audit trail/ });
    expect(link.querySelector('[data-slot="navigation-initial"]')).toHaveTextContent('A');
  });
});
