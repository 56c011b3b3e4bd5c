import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, keepDraft, keptDraft, scenarios } from '../testing';
import { contactDraftId } from './contact-form';
import { ContactsPage } from './contacts-page';
import { contactsRoutes } from './routes';

const FIRST = 'c0ffee00-0000-4000-8000-000000000001';

const meta = {
  title: 'Apps/Contacts/ContactsPage',
  component: ContactsPage,
  parameters: appStoryParameters,
  render: (_args, { parameters }) => (
    <div className="h-[52rem]">
      <AppStory routes={contactsRoutes} basePath="/apps/contacts" initialPath={String(parameters.route ?? '/apps/contacts')} />
    </div>
  ),
} satisfies Meta<typeof ContactsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** The seeded list: count, letter rows, and opening a contact puts its id in the URL. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^\d+ contacts$/)).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    const first = canvas.getAllByRole('link')[0];
    if (!first) throw new Error('no contact rows');
    await userEvent.click(first);
    await waitFor(() => expect(appLocation()).toMatch(/^\/apps\/contacts\/[\w-]+$/));
    await expect(await screen().findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  },
};

/** Search calls the API on each keystroke; the URL keeps the text. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^\d+ contacts$/);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search contacts' }), 'zzzz-nobody');
    await expect(await canvas.findByText('No contacts')).toBeInTheDocument();
    await expect(canvas.getByText('No contacts match the search')).toBeInTheDocument();
    await waitFor(() => expect(appLocation()).toBe('/apps/contacts?q=zzzz-nobody'));
  },
};

/** Deep link to a contact, edit it: the name is required, then saved. */
export const Edit: Story = {
  parameters: { route: `/apps/contacts/${FIRST}` },
  play: async () => {
    const s = screen();
    await userEvent.click(await s.findByRole('button', { name: 'Edit' }));
    const name = await s.findByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.click(s.getByRole('button', { name: 'Save' }));
    await expect(await s.findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(name, 'Ada L');
    await userEvent.click(s.getByRole('button', { name: 'Add an e-mail address' }));
    const emails = s.getAllByRole('textbox', { name: /^E-mail \d+$/ });
    const added = emails[emails.length - 1];
    if (!added) throw new Error('no e-mail field');
    await userEvent.type(added, 'x');
    await userEvent.click(s.getByRole('button', { name: 'Save' }));
    await expect(added).toHaveAccessibleErrorMessage('Enter a valid e-mail address');
    await userEvent.clear(added);
    await userEvent.type(added, 'a@b.co');
    await userEvent.click(s.getByRole('button', { name: 'Save' }));
    await expect(await s.findByRole('heading', { name: 'Ada L' })).toBeInTheDocument();
    await expect(s.getByRole('link', { name: 'a@b.co' })).toHaveAttribute('href', 'mailto:a@b.co');
  },
};

/** A phone number with a country from the list (flag and dial code), shown with the code after saving. */
export const PhoneCountry: Story = {
  play: async ({ canvasElement }) => {
    const s = screen();
    await within(canvasElement).findByText(/^\d+ contacts$/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add' }));
    await userEvent.click(await s.findByRole('button', { name: 'Add a phone number' }));
    await userEvent.click(s.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await s.findByRole('option', { name: /\+90$/ }));
    await userEvent.type(s.getByRole('textbox', { name: 'Phone number 1' }), '212 555 0101');
    await userEvent.click(s.getByRole('button', { name: 'Save' }));
    await expect(await s.findByRole('link', { name: '+90 212 555 0101' })).toHaveAttribute('href', 'tel:+902125550101');
  },
};

/** Tags: filter, inline create (selected at once), rename and delete. */
export const Tags: Story = {
  play: async ({ canvasElement }) => {
    const s = screen();
    await within(canvasElement).findByText(/^\d+ contacts$/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add' }));
    await userEvent.click(await s.findByRole('button', { name: 'Edit tags' }));
    const filter = await s.findByRole('textbox', { name: 'Filter tags' });
    await userEvent.type(filter, 'Suppliers');
    await userEvent.click(await s.findByRole('button', { name: 'Create “Suppliers”' }));
    await expect(await s.findByRole('checkbox', { name: 'Suppliers' })).toBeChecked();
    await userEvent.click(s.getByRole('button', { name: 'Rename Suppliers' }));
    const rename = s.getByRole('textbox', { name: 'New name of Suppliers' });
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Vendors{Enter}');
    await expect(await s.findByRole('checkbox', { name: 'Vendors' })).toBeChecked();
    await userEvent.click(s.getByRole('button', { name: 'Delete tag Vendors' }));
    await waitFor(() => expect(s.queryByRole('checkbox', { name: 'Vendors' })).toBeNull());
  },
};

/** Add (and Ctrl + /) creates 'New Contact' and opens it in edit mode; leaving with changes asks first. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const s = screen();
    await canvas.findByText(/^\d+ contacts$/);
    await userEvent.keyboard('{Control>}/{/Control}');
    const name = await s.findByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('New Contact');
    await userEvent.type(name, ' Two');
    await userEvent.click(s.getByRole('button', { name: 'Close details' }));
    await expect(await s.findByRole('alertdialog', { name: 'Leave with unsaved changes?' })).toBeInTheDocument();
    await userEvent.click(s.getByRole('button', { name: 'Stay' }));
    await userEvent.click(s.getByRole('button', { name: 'Save' }));
    await expect(await s.findByRole('heading', { name: 'New Contact Two' })).toBeInTheDocument();
  },
};

/**
 * An unsaved edit: searching the list beside it asks nothing (the form stays); Cancel asks, Stay
 * keeps the edit (and its draft), Leave goes back to the details and forgets the draft.
 */
export const UnsavedEdit: Story = {
  parameters: { route: `/apps/contacts/${FIRST}` },
  // Wide enough for the details to sit beside the list (and its search).
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const s = screen();
    const path = `/apps/contacts/${FIRST}`;
    await userEvent.click(await s.findByRole('button', { name: 'Edit' }));
    const title = await s.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Night manager');
    await waitFor(() => expect(keptDraft(path, contactDraftId(FIRST))).toMatchObject({ title: 'Night manager' }));
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search contacts' }), 'a');
    await waitFor(() => expect(appLocation()).toBe(`${path}?q=a`));
    await expect(s.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(s.getByRole('button', { name: 'Cancel' }));
    let question = await s.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(s.queryByRole('alertdialog')).toBeNull());
    await expect(title).toHaveValue('Night manager');
    await userEvent.click(s.getByRole('button', { name: 'Cancel' }));
    question = await s.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    await expect(await s.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await expect(keptDraft(path, contactDraftId(FIRST))).toBeNull();
  },
};

/** An edit kept when the session expired comes back when the contact is edited again, with a notice; Save saves it and forgets the draft. */
export const RestoredEdit: Story = {
  parameters: { route: `/apps/contacts/${FIRST}` },
  beforeEach: () => keepDraft(`/apps/contacts/${FIRST}`, contactDraftId(FIRST), { title: 'Night manager', emails: [{ email: 'night@hotel.test', label: 'Work' }] }),
  play: async () => {
    const s = screen();
    await userEvent.click(await s.findByRole('button', { name: 'Edit' }));
    await expect(await s.findByRole('textbox', { name: 'Title' })).toHaveValue('Night manager');
    await expect(s.getByRole('textbox', { name: 'E-mail 1' })).toHaveValue('night@hotel.test');
    await expect(s.getByText(/^Your unsaved input from .+ was restored\.$/)).toBeInTheDocument();
    await userEvent.click(s.getByRole('button', { name: 'Save' }));
    await expect(await s.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await expect(s.getAllByText('Night manager').length).toBeGreaterThan(0);
    await expect(keptDraft(`/apps/contacts/${FIRST}`, contactDraftId(FIRST))).toBeNull();
  },
};

/** Delete asks with the original's texts, then moves to the next contact. */
export const Delete: Story = {
  parameters: { route: `/apps/contacts/${FIRST}` },
  play: async () => {
    const s = screen();
    await userEvent.click(await s.findByRole('button', { name: 'Edit' }));
    await userEvent.click(s.getByRole('button', { name: 'Delete' }));
    const dialog = await s.findByRole('alertdialog', { name: 'Delete contact' });
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this contact? This action cannot be undone!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(appLocation()).not.toContain(FIRST));
    await expect(appLocation()).toMatch(/^\/apps\/contacts\/[\w-]+$/);
  },
};

/** Only JPEG and PNG avatars are accepted. */
export const AvatarType: Story = {
  parameters: { route: `/apps/contacts/${FIRST}` },
  play: async () => {
    const s = screen();
    await userEvent.click(await s.findByRole('button', { name: 'Edit' }));
    const input = s.getByLabelText('Avatar file');
    await userEvent.upload(input, new File(['gif'], 'cat.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(await s.findByText(/Only JPEG or PNG images/)).toBeInTheDocument();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 8;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no PNG');
    await userEvent.upload(input, new File([blob], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(document.querySelector('[data-slot="contact-details"] img[src^="data:image/png"]')).not.toBeNull());
    await expect(s.queryByText(/Only JPEG or PNG images/)).toBeNull();
  },
};

/** No contacts at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: { contacts: scenarios.contacts?.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no contacts!')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('No contacts')).toBeInTheDocument();
  },
};

/** The list call fails: an error with Retry. */
export const ErrorState: Story = {
  parameters: { msw: { handlers: { contacts: scenarios.contacts?.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The contacts could not be loaded')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** Still loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { contacts: scenarios.contacts?.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading contacts')).toBeInTheDocument();
  },
};

/** 10,000 contacts stay virtual: only a few rows are in the DOM. */
export const Many: Story = {
  parameters: { msw: { handlers: { contacts: scenarios.contacts?.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10,000 contacts')).toBeInTheDocument();
    await expect(canvas.getAllByRole('link').length).toBeLessThan(100);
  },
};

/** Long names, titles and notes wrap. */
export const LongText: Story = {
  parameters: { msw: { handlers: { contacts: scenarios.contacts?.longText } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/contacts?$/)).toBeInTheDocument();
  },
};

/** HTML in the notes is sanitised by SafeHtml; HTML in names and titles shows as text. */
export const HtmlPayload: Story = {
  parameters: { route: '/apps/contacts/contact-html-1', msw: { handlers: { contacts: scenarios.contacts?.html } } },
  play: async () => {
    const s = screen();
    await expect(await s.findByRole('heading', { name: 'Html <b>Payload</b> Person' })).toBeInTheDocument();
    await expect(s.getByRole('link', { name: 'a link' })).toHaveAttribute('href', 'https://example.com');
    await expect(s.getByText('a bad link').closest('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    await expect(document.querySelector('[data-slot="contact-details"] img[onerror]')).toBeNull();
    await expect(document.querySelector('[data-slot="contact-details"] script')).toBeNull();
  },
};

/** Phone width: the drawer goes over the list. */
export const Phone: Story = {
  parameters: { route: `/apps/contacts/${FIRST}`, viewport: { defaultViewport: 'phone' } },
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await expect(await screen().findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  },
};
