import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLocation, keepDraft, keptDraft } from '../../testing';
import { BASE, helpCenterMeta } from '../help-center.stories-kit';
import { SUPPORT_DRAFT_ID, SupportPage } from './support-page';

const meta = {
  title: 'Apps/HelpCenter/Support',
  component: SupportPage,
  ...helpCenterMeta,
  parameters: { ...helpCenterMeta.parameters, url: `${BASE}/support` },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const SUPPORT = `${BASE}/support`;
const kept = () => keptDraft(SUPPORT, SUPPORT_DRAFT_ID);

export const Default: Story = {};

export const Validation: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Submit' }));
    await expect(await body().findByText('Name is required')).toBeInTheDocument();
    await expect(body().getByText('Email is required')).toBeInTheDocument();
    await userEvent.type(body().getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.tab();
    await expect(await body().findByText('Enter a valid email address')).toBeInTheDocument();
  },
};

export const Submit: Story = {
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: /Name/ }), 'Ana Ruiz');
    await userEvent.type(body().getByRole('textbox', { name: /Email/ }), 'ana@hotel.test');
    await userEvent.type(body().getByRole('textbox', { name: /Subject/ }), 'Invoice copy');
    await userEvent.type(body().getByRole('textbox', { name: /Message/ }), 'Please send me a copy of invoice 42.');
    await userEvent.click(body().getByRole('button', { name: 'Submit' }));
    await expect(await body().findByText('Your request has been delivered!')).toBeInTheDocument();
    await expect(body().getByText(/ana@hotel.test/)).toBeInTheDocument();
  },
};

/**
 * Half-typed request, then 'Back to Help Center': the shell asks first. Stay keeps the page, the
 * input and its draft; Leave goes back and forgets the draft.
 */
export const LeaveWithUnsavedInput: Story = {
  play: async () => {
    const subject = await body().findByRole('textbox', { name: /Subject/ });
    await userEvent.type(subject, 'Invoice copy');
    await waitFor(() => expect(kept()).toMatchObject({ subject: 'Invoice copy' }));
    await userEvent.click(body().getByRole('link', { name: 'Back to Help Center' }));
    let dialog = await body().findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(appLocation()).toBe(SUPPORT);
    await expect(subject).toHaveValue('Invoice copy');
    await expect(kept()).not.toBeNull();
    await userEvent.click(body().getByRole('link', { name: 'Back to Help Center' }));
    dialog = await body().findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(appLocation()).toBe(BASE));
    await expect(kept()).toBeNull();
  },
};

/** The session expired with a request half-typed: after signing in again the page shows it, and sending forgets the draft. */
export const RestoredDraft: Story = {
  beforeEach: () => keepDraft(SUPPORT, SUPPORT_DRAFT_ID, { name: 'Ana Ruiz', email: 'ana@hotel.test', subject: 'Invoice copy', message: 'Please send me a copy of invoice 42.' }),
  play: async () => {
    await expect(await body().findByRole('textbox', { name: /Subject/ })).toHaveValue('Invoice copy');
    await expect(body().getByText(/^Your unsaved input from .+ was restored\.$/)).toBeInTheDocument();
    await userEvent.click(body().getByRole('button', { name: 'Submit' }));
    await expect(await body().findByText('Your request has been delivered!')).toBeInTheDocument();
    await waitFor(() => expect(kept()).toBeNull());
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
