import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, scenarios } from '../testing';
import { MailboxPage } from './mailbox-page';
import { mailboxRoutes } from './routes';

const meta = {
  title: 'Apps/Mailbox/States',
  component: MailboxPage,
  parameters: appStoryParameters,
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
const rows = (root: HTMLElement) => within(within(root).getByRole('region', { name: 'Mails' })).getAllByRole('link');

export const Empty: Story = {
  parameters: { msw: { handlers: { mailbox: scenarios.mailbox?.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There are no e-mails')).toBeInTheDocument();
    await expect(canvas.getByText('Select a mail to read')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { mailbox: scenarios.mailbox?.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading mails' })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Loading folders' })).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  parameters: { msw: { handlers: { mailbox: scenarios.mailbox?.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The mails could not be loaded')).toBeInTheDocument();
    await expect(await canvas.findByText('The folders could not be loaded')).toBeInTheDocument();
  },
};

/** Long names, subjects, bodies without spaces and 30 Cc entries wrap instead of overflowing. */
export const LongText: Story = {
  parameters: { msw: { handlers: { mailbox: scenarios.mailbox?.longText } }, route: '/apps/mailbox/inbox/1/mail-many-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: /^A subject line that goes on/ });
    const pane = canvas.getByRole('region', { name: 'Reading pane' });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    const body = pane.querySelector('[data-slot="mail-body"]') as HTMLElement;
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth + 1);
    await expect(canvas.getByText(/^cc Person 0 <person0@mail\.test>/)).toBeInTheDocument();
  },
};

/** HTML mail from data goes through SafeHtml: markup kept, script and handlers dropped, images get alt; attachments preview. */
export const HtmlPayload: Story = {
  parameters: { msw: { handlers: { mailbox: scenarios.mailbox?.html } }, route: '/apps/mailbox/inbox/1/mail-html-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Gala dinner' })).toBeInTheDocument();
    const body = canvasElement.querySelector('[data-slot="mail-body"]') as HTMLElement;
    await expect(body.querySelector('script')).toBeNull();
    await expect(body.querySelector('[onerror]')).toBeNull();
    await expect(body.querySelector('[style]')).toBeNull();
    await expect(within(body).getByRole('link', { name: 'menu link' })).toHaveAttribute('href', 'https://example.com/menu');
    await expect(within(body).getByText('a bad link')).not.toHaveAttribute('href');
    for (const img of body.querySelectorAll('img')) await expect(img).toHaveAttribute('alt');
    // The subject is text, never markup.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Menu for the <b>gala</b> dinner' })).toBeInTheDocument();
    await expect(canvas.getByText('2 attachments')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Preview of lobby.jpg' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Download invoice.pdf' })).toHaveAttribute('download', 'invoice.pdf');
    // Plain text stays text: angle brackets and line breaks shown as written.
    const plain = rows(canvasElement).find((row) => row.textContent?.includes('<img src=x onerror=alert(1)>'));
    await userEvent.click(plain as HTMLElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="mail-body"]')?.textContent).toBe('Plain text, with <angle brackets> & ampersands.\nSecond line.'));
    await expect(canvasElement.querySelector('[data-slot="mail-body"] img')).toBeNull();
  },
};

/** Phone (360 px): the folders are a drawer; list and mail one at a time, with a way back. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(2));
    await expect(canvas.queryByText('Select a mail to read')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show folders' }));
    const drawer = await screen().findByRole('dialog', { name: 'Folders' });
    await userEvent.click(within(drawer).getByRole('link', { name: /^Sent$/ }));
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/sent/1'));
    await waitFor(() => expect(screen().queryByRole('dialog', { name: 'Folders' })).toBeNull());
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(2));
    await userEvent.click(rows(canvasElement)[0] as HTMLElement);
    await expect(await canvas.findByRole('link', { name: 'Back to the list' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Mails' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the list' }));
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/sent/1'));
  },
};

/** Tablet (800 px): folders in a drawer, the list full width. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(2));
    await expect(canvas.getByRole('button', { name: 'Show folders' })).toBeInTheDocument();
    await expect(canvas.queryByText('Select a mail to read')).toBeNull();
  },
};
