import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, scenarios } from '../testing';
import { MailboxPage } from './mailbox-page';
import { mailboxRoutes } from './routes';

const meta = {
  title: 'Apps/Mailbox/MailboxPage',
  component: MailboxPage,
  parameters: appStoryParameters,
  // Wide enough for list and reading pane side by side (from 1280 px).
  globals: { viewport: { value: 'desktop' } },
  render: (_args, { parameters }) => (
    <div className="h-[52rem]">
      <AppStory routes={mailboxRoutes} basePath="/apps/mailbox" initialPath={String(parameters.route ?? '/apps/mailbox')} />
    </div>
  ),
} satisfies Meta<typeof MailboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const range = (root: HTMLElement) => within(root).getByTestId('mail-range');
const rows = (root: HTMLElement) => within(within(root).getByRole('region', { name: 'Mails' })).getAllByRole('link');
const folderLink = (name: RegExp) => screen().getByRole('link', { name });

/** Opens the newest inbox mail from the list; answers its subject. */
async function openFirst(root: HTMLElement): Promise<string> {
  await waitFor(() => expect(rows(root).length).toBeGreaterThan(2));
  const first = rows(root)[0];
  const subject = first?.querySelector('[data-slot="mail-subject"]')?.textContent?.replace(/^Unread: /, '');
  if (!first || !subject) throw new Error('no rows');
  await userEvent.click(first);
  await within(root).findByRole('heading', { level: 2, name: subject });
  return subject;
}

/** The bare mount point opens inbox/1: counts, 'start–end of total', paging in the URL. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/inbox/1'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    await waitFor(() => expect(range(canvasElement)).toHaveTextContent(/^1–\d+ of 45$/));
    // The folder counts come with their own call, which may answer after the list.
    await waitFor(() => expect(folderLink(/^Inbox 27 unread$/)).toBeInTheDocument());
    await expect(folderLink(/^Drafts 7 mails$/)).toBeInTheDocument();
    await expect(canvas.getByText('Select a mail to read')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/inbox/2'));
    await waitFor(() => expect(range(canvasElement)).toHaveTextContent(/^11–\d+ of 45$/));
    await userEvent.click(folderLink(/^Work$/));
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/label/work/1'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Work' })).toBeInTheDocument();
  },
};

/** Reading a mail marks it read (the inbox count drops); the mail id is in the URL; 'Mark as unread' sticks. */
export const ReadMail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(2));
    await expect(rows(canvasElement)[0]?.closest('li')).toHaveAttribute('data-state', 'unread');
    await openFirst(canvasElement);
    await waitFor(() => expect(appLocation()).toMatch(/^\/apps\/mailbox\/inbox\/1\/[\w-]+$/));
    await waitFor(() => expect(folderLink(/^Inbox 26 unread$/)).toBeInTheDocument());
    await waitFor(() => expect(rows(canvasElement)[0]?.closest('li')).toHaveAttribute('data-state', 'read'));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(folderLink(/^Inbox 27 unread$/)).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    await expect(rows(canvasElement)[0]?.closest('li')).toHaveAttribute('data-state', 'unread');
  },
};

/** Star and important toggle on the open mail and in its list row; the Starred filter follows. */
export const StarAndImportant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openFirst(canvasElement);
    const wasStarred = canvas.queryByRole('button', { name: 'Unstar' }) !== null;
    await userEvent.click(canvas.getByRole('button', { name: wasStarred ? 'Unstar' : 'Star' }));
    await expect(await canvas.findByRole('button', { name: wasStarred ? 'Star' : 'Unstar' })).toHaveAttribute('aria-pressed', String(!wasStarred));
    await waitFor(() => expect(within(rows(canvasElement)[0] as HTMLElement).queryByRole('img', { name: 'Starred' }) !== null).toBe(!wasStarred));
    const wasImportant = canvas.queryByRole('button', { name: 'Remove the important mark' }) !== null;
    await userEvent.click(canvas.getByRole('button', { name: wasImportant ? 'Remove the important mark' : 'Mark as important' }));
    await expect(await canvas.findByRole('button', { name: wasImportant ? 'Mark as important' : 'Remove the important mark' })).toHaveAttribute('aria-pressed', String(!wasImportant));
    await userEvent.click(folderLink(/^Starred$/));
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/filter/starred/1'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Starred' })).toBeInTheDocument();
    await waitFor(() => expect(range(canvasElement)).toHaveTextContent(`of ${wasStarred ? 55 : 57}`));
  },
};

/** Move to folder: the mail leaves the inbox, lands in Spam, and the pane closes. */
export const MoveToFolder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openFirst(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move to folder' }));
    await userEvent.click(await screen().findByRole('menuitem', { name: 'Spam' }));
    await expect(await screen().findByText('Moved to Spam')).toBeInTheDocument();
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/inbox/1'));
    await waitFor(() => expect(range(canvasElement)).toHaveTextContent(/^1–\d+ of 44$/));
    // The folder counts are read again after the move: wait for the new figure.
    await waitFor(() => expect(folderLink(/^Spam 14 mails$/)).toBeInTheDocument());
    await expect(await canvas.findByText('Select a mail to read')).toBeInTheDocument();
  },
};

/** Label toggle from the open mail: the chip shows in the pane and the row; the label view lists it. */
export const LabelToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = await openFirst(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Labels' }));
    const item = (await screen().findAllByRole('menuitemcheckbox')).find((i) => i.getAttribute('aria-checked') === 'false');
    const name = item?.textContent ?? '';
    if (!item || !name) throw new Error('every label is on the mail');
    await userEvent.click(item);
    await expect(item).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    const chips = await canvas.findByRole('list', { name: 'Labels of this mail' });
    await expect(within(chips).getByText(name)).toBeInTheDocument();
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent(name));
    await userEvent.click(folderLink(new RegExp(`^${name}$`)));
    await waitFor(() => expect(appLocation()).toBe(`/apps/mailbox/label/${name.toLowerCase()}/1`));
    await waitFor(() => expect(rows(canvasElement).some((row) => row.textContent?.includes(subject))).toBe(true));
  },
};

/** 10,000 mails as one list of virtual rows, read 10 a page as they come into view; deep links to any page; past the end goes to the last page. */
export const Many: Story = {
  parameters: { msw: { handlers: { mailbox: scenarios.mailbox?.many } }, route: '/apps/mailbox/inbox/1500' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/inbox/1000'));
    await waitFor(() => expect(range(canvasElement)).toHaveTextContent(/^9991–\d+ of 10000$/));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/inbox/999'));
    await waitFor(() => expect(range(canvasElement)).toHaveTextContent(/^9981–\d+ of 10000$/));
    await waitFor(() => expect(rows(canvasElement).some((row) => row.textContent?.includes('Message number 9981'))).toBe(true));
    // Back to the top: pages are read as they come into view.
    within(canvasElement).getByRole('region', { name: 'Mails' }).scrollTop = 0;
    await waitFor(() => expect(range(canvasElement)).toHaveTextContent(/^1–\d+ of 10000$/));
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent(/Message number 1(?!\d)/));
    await expect(screen().getByRole('link', { name: /^Inbox 3334 unread$/ })).toBeInTheDocument();
  },
};
