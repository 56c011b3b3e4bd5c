/** Play functions shared by the layout stories (not exported from the package). */
import { expect, userEvent, waitFor, within } from 'storybook/test';

type PlayContext = { canvasElement: HTMLElement };

/** Landmarks, the skip link first in the tab order, the page in main and the loaded menu. */
export async function frameChecks({ canvasElement }: PlayContext, options: { footer: boolean; navigation: boolean }) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('main')).toHaveTextContent('Front office');
  if (options.navigation) {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="navigation-item"], [data-hnav-row]').length).toBeGreaterThan(0));
  }
  if (options.footer) await expect(canvas.getByRole('contentinfo')).toHaveTextContent(`Hotel © ${new Date().getFullYear()}`);
  else await expect(canvas.queryByRole('contentinfo')).toBeNull();
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
}

/** Phone: the hamburger opens the navigation drawer; Escape closes it and focus returns to the hamburger. */
export async function phoneDrawer({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  const body = within(document.body);
  // Found again after focus returns: its tooltip's Radix trigger is swapped in on keyboard focus.
  const hamburger = () => canvas.getByRole('button', { name: 'Toggle navigation' });
  await expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(hamburger());
  const dialog = await body.findByRole('dialog', { name: 'Main navigation' });
  await waitFor(() => expect(dialog.querySelectorAll('[data-slot="navigation-item"]').length).toBeGreaterThan(0));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(hamburger()).toHaveFocus());
}

/**
 * Desktop rail (thin, compact): the groups' links show at once; Front Office opens its flyout by
 * keyboard (focus inside), Escape closes it and focus returns to its row.
 */
export async function railFlyout({ canvasElement }: PlayContext) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
  await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(10));
  const frontOffice = () => within(nav).getByRole('button', { name: /^Front Office/ });
  frontOffice().focus();
  await userEvent.keyboard('{Enter}');
  const flyout = within(canvasElement).getByRole('region', { name: 'Front Office' });
  await waitFor(() => expect(within(flyout).getAllByRole('link')[0]).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Front Office' })).toBeNull());
  await waitFor(() => expect(frontOffice()).toHaveFocus());
}
