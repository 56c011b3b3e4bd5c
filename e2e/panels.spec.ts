import { expect, test } from './fixtures';
import { collectErrors, signInAs, waitForApiCall } from './helpers';

/**
 * The shell's header panels in the assembled back-office, each used once as a user would, in the
 * modern layout (every tool in the header) at 1100 px (the quick-chat toggle shows below 1280 px).
 */
test('search, shortcuts, messages, notifications, user status and quick chat are each used once', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  const errors = collectErrors(page);
  await signInAs(page, 'admin');
  // The notifications seed is empty (spec 000 section 3): one arrives from the server first.
  const posted = await page.evaluate(async () => {
    const token = localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken');
    const response = await fetch('/api/common/notifications', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ notification: { title: 'Room 204 is ready', icon: 'heroicons_outline:check-circle', read: false } }),
    });
    return response.status;
  });
  expect(posted).toBeLessThan(300);
  // The modern layout is saved in the settings drawer: a ?layout= link would hold for its page only.
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Open settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Modern' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toHaveCount(0);
  await expect(page.locator('[data-slot="layout"]')).toHaveAttribute('data-layout', 'modern');
  const header = page.locator('[data-slot="layout-header"]');

  // Search: type, see the pages found, open the first with Enter.
  await header.getByRole('button', { name: 'Open search' }).click();
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill('dash');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('group', { name: 'Pages' })).toBeVisible();
  await field.press('Enter');
  await expect(page).not.toHaveURL(/\/welcome/);
  await expect(page.locator('main h1').first()).toBeVisible();

  // Shortcuts: the panel lists the user's shortcuts; one opens its page.
  await header.getByRole('button', { name: 'Open shortcuts' }).click();
  const shortcuts = page.getByRole('dialog', { name: 'Shortcuts' });
  const shortcut = shortcuts.getByRole('link').first();
  await expect(shortcut).toBeVisible();
  const target = await shortcut.getAttribute('href');
  expect(target).toMatch(/^\//);
  await shortcut.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('dialog', { name: 'Shortcuts' })).toHaveCount(0);

  // Messages: mark everything read; the unread count leaves the trigger.
  await header.getByRole('button', { name: /^Open messages, \d+ unread/ }).click();
  const messages = page.getByRole('dialog', { name: 'Messages' });
  await expect(messages.getByRole('listitem').first()).toBeVisible();
  await messages.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(header.getByRole('button', { name: 'Open messages', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(messages).toHaveCount(0);

  // Notifications: the new one is unread; marking it read clears the trigger's count.
  await header.getByRole('button', { name: 'Open notifications, 1 unread notification' }).click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  const item = notifications.getByRole('listitem').filter({ hasText: 'Room 204 is ready' });
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item.getByRole('button', { name: 'Mark as unread' })).toHaveAttribute('aria-pressed', 'true');
  await expect(header.getByRole('button', { name: 'Open notifications', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notifications).toHaveCount(0);

  // User status: Busy, saved on the server (still Busy after a reload).
  const userMenu = header.getByRole('button', { name: 'User menu' });
  await userMenu.click();
  // The Status submenu by keyboard (Online, Away, Busy, Invisible).
  await page.getByRole('menuitem', { name: 'Status' }).press('ArrowRight');
  await expect(page.getByRole('menuitemradio', { name: 'Online' })).toBeFocused();
  const busy = page.getByRole('menuitemradio', { name: 'Busy' });
  await busy.focus();
  await expect(busy).toBeFocused();
  const saved = waitForApiCall(page, (call) => call.url.pathname === '/api/common/users' && call.method === 'PATCH');
  await page.keyboard.press('Enter');
  expect((await saved).status).toBe(200);
  await expect(userMenu).toHaveAttribute('data-status', 'busy');
  await page.reload();
  await expect(header.getByRole('button', { name: 'User menu' })).toHaveAttribute('data-status', 'busy');

  // Quick chat: open a conversation from the header toggle and send a message.
  await header.getByRole('button', { name: /^Toggle quick chat/ }).click();
  const chat = page.getByRole('dialog');
  await chat.getByRole('list', { name: 'Team Chat' }).getByRole('button').first().click();
  const message = chat.getByRole('textbox', { name: 'Type a message' });
  await message.fill('Room 204 is ready');
  await message.press('Enter');
  await expect(chat.getByText('Room 204 is ready')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect(errors).toEqual([]);
});
