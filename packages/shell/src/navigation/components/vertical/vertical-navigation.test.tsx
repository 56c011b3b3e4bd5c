import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { visibleItems } from '../../model';
import type { ShellNavigationItem } from '../../types';
import { navigationFixture } from '../fixtures';
import { VerticalNavigation, type VerticalNavigationProps } from './vertical-navigation';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function setup(path: string, props: Partial<VerticalNavigationProps> = {}, items: ShellNavigationItem[] = visibleItems(navigationFixture())) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <VerticalNavigation items={items} label="Main" {...props} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  const nav = () => screen.getByRole('navigation', { name: 'Main' });
  const collapsable = (name: string) => within(nav()).getByRole('button', { name: new RegExp(`^${name}`) });
  return { user, view, nav, collapsable };
}

describe('VerticalNavigation: active matching', () => {
  it.each([
    ['/front-office/guests/bills', 'Guest bills'],
    ['/front-office/guests/bills/42', 'Guest bills'],
    ['/front-office/guests', 'Guest list'],
    ['/home', 'Home'],
    ['/front-office/check-in', 'Check in'],
  ])('at %s exactly one aria-current="page": %s', (path, title) => {
    const { nav } = setup(path);
    const current = nav().querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName(new RegExp(`^${title}`));
  });

  it('has no aria-current when nothing matches, and the forced-active item is styled but not current', () => {
    const { nav } = setup('/nowhere');
    expect(nav().querySelectorAll('[aria-current]')).toHaveLength(0);
    expect(within(nav()).getByRole('link', { name: 'Always highlighted' })).toHaveAttribute('data-active', 'true');
  });

  it('opens the collapsables on the active branch, nested ones included', () => {
    const { collapsable } = setup('/front-office/guests-sms');
    expect(collapsable('Guests')).toHaveAttribute('aria-expanded', 'true');
    expect(collapsable('More')).toHaveAttribute('aria-expanded', 'true');
    expect(collapsable('Payments')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Guest SMS' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('VerticalNavigation: item types', () => {
  it('skips hidden items (flag and rule) and renders groups as headed lists', () => {
    const { nav } = setup('/home');
    expect(within(nav()).queryByText('Mini mart')).toBeNull();
    expect(within(nav()).queryByText('Hidden by a rule')).toBeNull();
    expect(within(nav()).getByRole('list', { name: 'Front office' })).toBeInTheDocument();
    expect(within(nav()).getByText('Reception and guests')).toBeInTheDocument();
  });

  it('renders external links with their target, function items as buttons, disabled items inert', async () => {
    const onFunction = vi.fn();
    const { user, nav } = setup('/home', {}, visibleItems(navigationFixture(onFunction)));
    const external = within(nav()).getByRole('link', { name: 'Hotel website' });
    expect(external).toHaveAttribute('href', 'https://example.com');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(nav()).getByRole('button', { name: 'Run an action' }));
    expect(onFunction).toHaveBeenCalledWith(expect.objectContaining({ id: 'examples.function' }));
    const disabled = within(nav()).getByText('Income statement').closest('[data-nav-row]');
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled?.tagName).toBe('DIV');
    expect(within(nav()).getByText('27')).toHaveAttribute('data-slot', 'navigation-badge');
  });

  it('refuses an external link with an unsafe scheme', () => {
    const items: ShellNavigationItem[] = [{ id: 'x', type: 'basic', title: 'Bad', link: 'javascript:alert(1)', externalLink: true }];
    const { nav } = setup('/', {}, items);
    expect(within(nav()).queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(within(nav()).getByText('Bad').closest('[data-nav-row]')).toHaveAttribute('aria-disabled', 'true');
  });

  it('navigates with internal links, query parameters included', async () => {
    const items: ShellNavigationItem[] = [{ id: 'sent', type: 'basic', title: 'Sent', link: '/apps/mailbox', queryParams: { folder: 'sent' } }];
    const { user } = setup('/', {}, items);
    await user.click(screen.getByRole('link', { name: 'Sent' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/apps/mailbox?folder=sent');
    expect(screen.getByRole('link', { name: 'Sent' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('VerticalNavigation: collapse rules', () => {
  it('uses the disclosure pattern: aria-expanded and aria-controls on a button', async () => {
    const { user, collapsable } = setup('/home');
    const button = collapsable('Payments');
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(list as HTMLElement).getByRole('link', { name: 'Guest payment' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('auto-collapses siblings when another opens', async () => {
    const { user, collapsable } = setup('/home');
    await user.click(collapsable('Guests'));
    await user.click(collapsable('Payments'));
    expect(collapsable('Guests')).toHaveAttribute('aria-expanded', 'false');
    expect(collapsable('Payments')).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the branch holding the active route open', async () => {
    const { user, collapsable } = setup('/front-office/guests/bills');
    await user.click(collapsable('Payments'));
    expect(collapsable('Guests')).toHaveAttribute('aria-expanded', 'true');
    expect(collapsable('Payments')).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps ancestors open and closes descendants with their parent', async () => {
    const { user, collapsable } = setup('/home');
    await user.click(collapsable('Guests'));
    await user.click(collapsable('More'));
    expect(collapsable('Guests')).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapsable('Guests'));
    await user.click(collapsable('Guests'));
    expect(collapsable('More')).toHaveAttribute('aria-expanded', 'false');
  });

  it('without auto-collapse several stay open', async () => {
    const { user, collapsable } = setup('/home', { autoCollapse: false });
    await user.click(collapsable('Guests'));
    await user.click(collapsable('Payments'));
    expect(collapsable('Guests')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('VerticalNavigation: keyboard', () => {
  it('arrow keys move between rows, Home/End jump, ArrowRight/Left open and close, Enter toggles', async () => {
    const { user, nav, collapsable } = setup('/home');
    const home = within(nav()).getByRole('link', { name: 'Home' });
    home.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav()).getByRole('link', { name: /^Check in/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(collapsable('Guests')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(collapsable('Guests')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Guest list' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(collapsable('Guests')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(collapsable('Guests')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(collapsable('Guests')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(collapsable('Guests')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(within(nav()).getByRole('link', { name: /^Changelog/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(home).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(nav()).getByRole('link', { name: /^Changelog/ })).toHaveFocus();
  });

  it('Tab reaches the links in order', async () => {
    const { user, nav } = setup('/home');
    await user.tab();
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(within(nav()).getByRole('link', { name: /^Check in/ })).toHaveFocus();
  });
});

describe('VerticalNavigation: aside', () => {
  it('opens a panel with the children; Escape closes it and focus returns to the row', async () => {
    const { user, nav } = setup('/home');
    const row = within(nav()).getByRole('button', { name: /^Reports/ });
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Reports' });
    expect(within(panel).getByRole('link', { name: 'Daily sales' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Reports' })).toBeNull();
    expect(row).toHaveFocus();
  });

  it('closes on navigation', async () => {
    const { user, nav } = setup('/home');
    await user.click(within(nav()).getByRole('button', { name: /^Reports/ }));
    await user.click(screen.getByRole('link', { name: 'Daily sales' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/reports/daily-sales');
    expect(screen.queryByRole('region', { name: 'Reports' })).toBeNull();
    expect(within(nav()).getByRole('button', { name: /^Reports/ })).toHaveAttribute('data-active', 'true');
  });
});

describe('VerticalNavigation: modes and appearances', () => {
  it('over mode is a modal drawer that closes on navigation', async () => {
    const onOpenChange = vi.fn();
    const { user } = setup('/home', { mode: 'over', defaultOpen: true, onOpenChange });
    const dialog = await screen.findByRole('dialog', { name: 'Main' });
    await user.click(within(dialog).getByRole('link', { name: /^Check in/ }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('over mode closes on Escape', async () => {
    const { user } = setup('/home', { mode: 'over', defaultOpen: true });
    expect(await screen.findByRole('dialog', { name: 'Main' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['default', '280px'],
    ['compact', '112px'],
    ['dense', '80px'],
    ['thin', '80px'],
  ] as const)('%s appearance is %s wide', (appearance, width) => {
    const { nav } = setup('/home', { appearance });
    expect(nav()).toHaveStyle({ width });
    expect(nav()).toHaveAttribute('data-appearance', appearance);
  });

  it('a closed side navigation is hidden', () => {
    const { view } = setup('/home', { open: false });
    const nav = view.container.querySelector('nav');
    expect(nav).toHaveAttribute('data-state', 'closed');
    expect(nav).toHaveClass('invisible');
  });

  it('renders the four slots', () => {
    setup('/home', { header: <p>H</p>, contentHeader: <p>CH</p>, contentFooter: <p>CF</p>, footer: <p>F</p> });
    for (const text of ['H', 'CH', 'CF', 'F']) expect(screen.getByText(text)).toBeInTheDocument();
  });
});
