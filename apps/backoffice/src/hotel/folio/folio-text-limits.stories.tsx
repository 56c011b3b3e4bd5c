import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts, screenOf, withToaster } from '../shared/story-helpers';
import { FolioScreen } from './folio-screen';
import { makeStay, WithFixture, type StayOptions } from './story-fixtures';

const stayScreen = screenOf('/front-office/folios/:id', 'folio');

/** The folio's dialogs with a text over its limit: counted, kept whole, refused with a message; nothing posts. */
const meta = {
  title: 'App/Hotel/FolioScreen/TextLimits',
  component: FolioScreen,
  args: { screen: stayScreen },
  parameters: { layout: 'fullscreen' },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof FolioScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In house with a $45.00 dinner: $45.00 owed. */
const IN_HOUSE: StayOptions = { charges: [{ category: 'restaurant', description: 'Dinner', amount: 45 }], payments: [] };

const stayStory = (name: string): Story['render'] =>
  function StayStory(args) {
    return <WithFixture name={name} make={(client) => makeStay(client, IN_HOUSE)}>{(stay) => <FolioScreen {...args} id={stay.id} />}</WithFixture>;
  };

const body = within(document.body);

const expectBalance = async (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(canvasElement.querySelector('[data-slot="folio-balance"] dd')).toHaveTextContent(text));

/** A 10,000-character description pasted into a charge: kept whole and counted, refused until it fits; then it posts. */
export const ChargeDescriptionOverLimit: Story = {
  render: stayStory('charge-description-over-limit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Folio lines' });
    await expectBalance(canvasElement, '$45.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Post charge' }));
    const dialog = within(await body.findByRole('dialog', { name: /^Post charge to / }));
    const description = dialog.getByLabelText(/^Description/);
    await expect(description).toHaveAccessibleDescription('0 / 120 characters');
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(10_000));
    await expect(description).toHaveValue('x'.repeat(10_000));
    await expect(description).toHaveAccessibleErrorMessage('Description must be at most 120 characters');
    await expect(dialog.getByText('10,000 / 120 characters')).toHaveAttribute('data-state', 'over');
    await userEvent.type(dialog.getByLabelText(/^Amount/), '8');
    await userEvent.click(dialog.getByRole('button', { name: 'Post charge' }));
    // Refused in the dialog: nothing was sent, the text is still whole.
    await expect(description).toHaveValue('x'.repeat(10_000));
    await expectBalance(canvasElement, '$45.00');
    await userEvent.clear(description);
    await userEvent.type(description, 'Laundry');
    await expect(description).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: 'Post charge' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Post charge to / })).not.toBeInTheDocument());
    await expectBalance(canvasElement, '$53.00');
  },
};

/** A payment's note pasted over its 240 characters: the message says so and no payment is taken. */
export const PaymentNoteOverLimit: Story = {
  render: stayStory('payment-note-over-limit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Folio lines' });
    await expectBalance(canvasElement, '$45.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Take payment' }));
    const dialog = within(await body.findByRole('dialog', { name: /^Take payment from / }));
    const note = dialog.getByLabelText(/^Note/);
    await userEvent.click(note);
    await userEvent.paste('Paid by the guest’s company. '.repeat(10));
    await expect(note).toHaveAccessibleErrorMessage('Note must be at most 240 characters');
    await userEvent.click(dialog.getByRole('button', { name: 'Take payment' }));
    await expect(body.getByRole('dialog', { name: /^Take payment from / })).toBeVisible();
    await expectBalance(canvasElement, '$45.00');
  },
};
