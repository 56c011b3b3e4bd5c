import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, keepDraft, keptDraft } from '../testing';
import { COMPOSE_DRAFT_ID } from './mail-model';
import { MailboxPage } from './mailbox-page';
import { mailboxRoutes } from './routes';

const meta = {
  title: 'Apps/Mailbox/Compose and labels',
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
const link = (name: RegExp) => screen().getByRole('link', { name });

/** Compose and Send: the mail really lands in Sent. Recipients are checked first. */
export const ComposeAndSend: Story = {
  play: async ({ canvasElement }) => {
    const s = screen();
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(2));
    await userEvent.click(s.getByRole('button', { name: 'Compose' }));
    const dialog = await s.findByRole('dialog', { name: 'New message' });
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await expect(await d.findByText('Add at least one recipient')).toBeInTheDocument();
    await userEvent.type(d.getByRole('textbox', { name: /^To/ }), 'not-an-address');
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await expect(await d.findByText('Not an e-mail address: not-an-address')).toBeInTheDocument();
    await userEvent.clear(d.getByRole('textbox', { name: /^To/ }));
    await userEvent.type(d.getByRole('textbox', { name: /^To/ }), 'Lucas Moreau <manager@hotel.test>');
    await userEvent.click(d.getByRole('button', { name: 'Add Cc' }));
    await userEvent.type(d.getByRole('textbox', { name: 'Cc' }), 'desk@hotel.test');
    await userEvent.type(d.getByRole('textbox', { name: 'Subject' }), 'Rota for next week');
    await userEvent.type(d.getByRole('textbox', { name: 'Message' }), 'Hi Lucas,{Enter}the rota is ready.');
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await expect(await s.findByText('Your mail was sent')).toBeInTheDocument();
    await waitFor(() => expect(s.queryByRole('dialog', { name: 'New message' })).toBeNull());
    await userEvent.click(link(/^Sent$/));
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/sent/1'));
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent('Rota for next week'));
    await userEvent.click(rows(canvasElement)[0] as HTMLElement);
    await within(canvasElement).findByRole('heading', { level: 2, name: 'Rota for next week' });
    const body = canvasElement.querySelector('[data-slot="mail-body"]');
    await expect(body?.textContent).toBe('Hi Lucas,\nthe rota is ready.');
    await expect(within(canvasElement).getByText(/cc desk@hotel\.test/)).toBeInTheDocument();
  },
};

/**
 * A subject over its limit: the field keeps every character pasted, counts it in the warn colour and
 * says why nothing is sent; shortened, the mail goes.
 */
export const SubjectOverLimit: Story = {
  play: async ({ canvasElement }) => {
    const s = screen();
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(2));
    await userEvent.click(s.getByRole('button', { name: 'Compose' }));
    const d = within(await s.findByRole('dialog', { name: 'New message' }));
    await userEvent.type(d.getByRole('textbox', { name: /^To/ }), 'manager@hotel.test');
    const subject = d.getByRole('textbox', { name: 'Subject' });
    await expect(d.getByText('0 / 500 characters')).toBeInTheDocument();
    subject.focus();
    await userEvent.paste('Rota '.repeat(101));
    await expect(subject).toHaveValue('Rota '.repeat(101));
    await expect(d.getByText('505 / 500 characters')).toHaveAttribute('data-state', 'over');
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await expect(await d.findByText('The subject is too long: at most 500 characters.')).toBeInTheDocument();
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Rota');
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await expect(await s.findByText('Your mail was sent')).toBeInTheDocument();
  },
};

/** Save as draft without recipients: Drafts counts one more. */
export const SaveDraft: Story = {
  play: async ({ canvasElement }) => {
    const s = screen();
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(2));
    await expect(link(/^Drafts 7 mails$/)).toBeInTheDocument();
    await userEvent.click(s.getByRole('button', { name: 'Compose' }));
    const dialog = await s.findByRole('dialog', { name: 'New message' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Half-written note');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await expect(await s.findByText('Saved in Drafts')).toBeInTheDocument();
    await waitFor(() => expect(link(/^Drafts 8 mails$/)).toBeInTheDocument());
  },
};

const MAILBOX = '/apps/mailbox';
const keptCompose = () => keptDraft(MAILBOX, COMPOSE_DRAFT_ID);
const leaveQuestion = () => screen().findByRole('alertdialog', { name: 'Leave with unsaved changes?' });

/**
 * A half-written mail: Escape asks first; Stay keeps the form, what was typed and its draft;
 * Discard asks again, and Leave closes the form and forgets the draft.
 */
export const CloseHalfWrittenMail: Story = {
  play: async ({ canvasElement }) => {
    const s = screen();
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(2));
    await userEvent.click(s.getByRole('button', { name: 'Compose' }));
    const dialog = await s.findByRole('dialog', { name: 'New message' });
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    await userEvent.type(subject, 'Rota for next week');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hi Lucas,');
    await waitFor(() => expect(keptCompose()).toMatchObject({ subject: 'Rota for next week', content: 'Hi Lucas,' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await leaveQuestion()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(s.queryByRole('alertdialog')).toBeNull());
    await expect(s.getByRole('dialog', { name: 'New message' })).toBeInTheDocument();
    await expect(subject).toHaveValue('Rota for next week');
    await expect(keptCompose()).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await userEvent.click(within(await leaveQuestion()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(s.queryByRole('dialog', { name: 'New message' })).toBeNull());
    await expect(keptCompose()).toBeNull();
  },
};

/**
 * The session expired over a half-written mail: after signing in again, Compose (here from another
 * folder) brings it back with a notice; 'Discard draft' empties the form and forgets it.
 */
export const HalfWrittenMailRestored: Story = {
  parameters: { route: `${MAILBOX}/sent/1` },
  beforeEach: () => keepDraft(MAILBOX, COMPOSE_DRAFT_ID, { to: '', cc: 'desk@hotel.test', bcc: '', subject: 'Rota for next week', content: 'Hi Lucas,' }),
  play: async ({ canvasElement }) => {
    const s = screen();
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0));
    await userEvent.click(s.getByRole('button', { name: 'Compose' }));
    const dialog = await s.findByRole('dialog', { name: 'New message' });
    const d = within(dialog);
    await expect(d.getByRole('textbox', { name: 'Subject' })).toHaveValue('Rota for next week');
    await expect(d.getByRole('textbox', { name: 'Cc' })).toHaveValue('desk@hotel.test');
    await expect(d.getByText(/^Your unsaved input from .+ was restored\.$/)).toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: 'Discard draft' }));
    await expect(d.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await expect(d.queryByText(/was restored/)).toBeNull();
    await expect(keptCompose()).toBeNull();
    // Nothing typed any more: closing asks nothing.
    await userEvent.click(d.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(s.queryByRole('dialog', { name: 'New message' })).toBeNull());
  },
};

/** Reply and forward start from the open mail: sender, 'Re:' / 'Fwd:' and the quoted text. */
export const ReplyAndForward: Story = {
  play: async ({ canvasElement }) => {
    const s = screen();
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(2));
    const first = rows(canvasElement)[0];
    const subject = first?.querySelector('[data-slot="mail-subject"]')?.textContent?.replace(/^Unread: /, '') ?? '';
    await userEvent.click(first as HTMLElement);
    await canvas.findByRole('heading', { level: 2, name: subject });
    await userEvent.click(canvas.getByRole('button', { name: 'Forward' }));
    let dialog = await s.findByRole('dialog', { name: 'Forward' });
    await expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue(subject.startsWith('Fwd: ') ? subject : `Fwd: ${subject}`);
    await expect((within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toContain('---------- Forwarded message ----------');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(s.queryByRole('dialog', { name: 'Forward' })).toBeNull());
    await userEvent.click(await canvas.findByRole('button', { name: 'Reply' }));
    dialog = await s.findByRole('dialog', { name: 'Reply' });
    await expect((within(dialog).getByRole('textbox', { name: /^To/ }) as HTMLInputElement).value).toMatch(/<[^>]+@mail\.test>$/);
    await expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue(subject.startsWith('Re: ') ? subject : `Re: ${subject}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await s.findByText('Your mail was sent')).toBeInTheDocument();
    await waitFor(() => expect(s.queryByRole('dialog', { name: 'Reply' })).toBeNull());
    await userEvent.click(await s.findByRole('link', { name: /^Sent$/ }));
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent(subject.startsWith('Re: ') ? subject : `Re: ${subject}`));
  },
};

/** Label management: create (slug from the mock), rename (the label view follows the new slug), recolour, delete. */
export const ManageLabels: Story = {
  parameters: { route: '/apps/mailbox/label/work/1' },
  play: async ({ canvasElement }) => {
    const s = screen();
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Work' });
    await userEvent.click(await s.findByRole('button', { name: 'Manage labels' }));
    const dialog = await s.findByRole('dialog', { name: 'Manage labels' });
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: 'New label' }), 'Travel Agents!{Enter}');
    await expect(await d.findByRole('textbox', { name: 'Label Travel Agents!' })).toBeInTheDocument();
    await expect(d.getByText('/label/travel-agents')).toBeInTheDocument();
    const work = d.getByRole('textbox', { name: 'Label Work' });
    await userEvent.clear(work);
    await userEvent.type(work, 'Hotel Work{Enter}');
    await expect(await d.findByText('/label/hotel-work')).toBeInTheDocument();
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/label/hotel-work/1'));
    await userEvent.click(d.getByRole('combobox', { name: 'Colour of Hotel Work' }));
    await userEvent.click(await s.findByRole('option', { name: 'Pink' }));
    await waitFor(() => expect(d.getByRole('combobox', { name: 'Colour of Hotel Work' })).toHaveTextContent('Pink'));
    await userEvent.click(d.getByRole('button', { name: 'Delete label Hotel Work' }));
    await waitFor(() => expect(d.queryByRole('textbox', { name: 'Label Hotel Work' })).toBeNull());
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/inbox/1'));
    await userEvent.keyboard('{Escape}');
    await expect(await s.findByRole('link', { name: /^Travel Agents!$/ })).toHaveAttribute('href', '/apps/mailbox/label/travel-agents/1');
    await expect(s.queryByRole('link', { name: /Work$/ })).toBeNull();
  },
};

/** Settings: the reading pane side is saved and applied to the list view. */
export const Settings: Story = {
  parameters: { route: '/apps/mailbox/settings' },
  play: async ({ canvasElement }) => {
    const s = screen();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Reading pane on the right' })).toBeChecked());
    await userEvent.click(canvas.getByRole('radio', { name: 'Reading pane on the left' }));
    await expect(await s.findByText('Settings saved')).toBeInTheDocument();
    await userEvent.click(link(/^Inbox/));
    await waitFor(() => expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'left'));
  },
};

/** A draft continues in the compose form; once sent it leaves Drafts (to Trash) and lands in Sent. */
export const EditDraft: Story = {
  parameters: { route: '/apps/mailbox/drafts/1' },
  play: async ({ canvasElement }) => {
    const s = screen();
    const canvas = within(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByTestId('mail-range')).toHaveTextContent(/^1–7 of 7$/));
    const first = rows(canvasElement)[0];
    const subject = first?.querySelector('[data-slot="mail-subject"]')?.textContent ?? '';
    await userEvent.click(first as HTMLElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit draft' }));
    const dialog = await s.findByRole('dialog', { name: 'Edit draft' });
    await expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await s.findByText('Your mail was sent')).toBeInTheDocument();
    await waitFor(() => expect(appLocation()).toBe('/apps/mailbox/drafts/1'));
    await waitFor(() => expect(s.getByRole('link', { name: /^Drafts 6 mails$/ })).toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByTestId('mail-range')).toHaveTextContent(/^1–6 of 6$/));
    await userEvent.click(s.getByRole('link', { name: /^Sent$/ }));
    await waitFor(() => expect(rows(canvasElement)[0]).toHaveTextContent(subject));
  },
};

/**
 * Settings: Full width. Even on a wide screen the list and the open mail take the width one at a
 * time: opening a mail replaces the list, and 'Back to the list' brings it back.
 */
export const FullWidthLayout: Story = {
  parameters: { route: '/apps/mailbox/settings' },
  play: async ({ canvasElement }) => {
    const s = screen();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Full width' }));
    await expect(await s.findByText('Settings saved')).toBeInTheDocument();
    await userEvent.click(link(/^Inbox/));
    await waitFor(() => expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'full'));
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(2));
    await expect(canvas.queryByRole('region', { name: 'Reading pane' })).toBeNull();
    await userEvent.click(rows(canvasElement)[0] as HTMLElement);
    const back = await canvas.findByRole('link', { name: 'Back to the list' });
    await expect(canvas.getByRole('region', { name: 'Reading pane' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Mails' })).toBeNull();
    await userEvent.click(back);
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(2));
    await expect(canvas.queryByRole('region', { name: 'Reading pane' })).toBeNull();
  },
};
