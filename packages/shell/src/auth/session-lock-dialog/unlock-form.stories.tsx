import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { DEMO_PASSWORD, handlersByDomain } from '@hotel/mock-api';
import { Button } from '@hotel/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UnlockForm } from './unlock-form';

const meta = {
  title: 'Shell/Auth/UnlockForm',
  component: UnlockForm,
  args: { onUnlocked: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UnlockForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As the /unlock-session page shows it: the signed-in user, the password, a full-width Unlock. */
export const FullWidth: Story = {
  args: { fullWidth: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('unlock-email')).not.toBeEmptyDOMElement();
    await userEvent.type(canvas.getByLabelText(/Password/), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(args.onUnlocked).toHaveBeenCalledTimes(1));
    // The password is not kept once used.
    await expect(canvas.getByLabelText(/Password/)).toHaveValue('');
  },
};

/** As the prompt over a screen shows it: a hint and a second action beside Unlock. */
export const WithSecondaryAction: Story = {
  args: { hint: 'Not you? Sign in again.', secondaryAction: <Button variant="outline">Sign in again</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not you? Sign in again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  },
};

/** A wrong password: "Invalid password", and nothing unlocked. */
export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Password/), 'not-the-password{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid password');
    await expect(args.onUnlocked).not.toHaveBeenCalled();
  },
};

/** The server fails (500): a different message from a wrong password, and what was typed stays. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [http.post('*/api/auth/unlock-session', () => HttpResponse.json({ message: 'Down for maintenance' }, { status: 500 })), ...(handlersByDomain.auth ?? [])],
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Password/), `${DEMO_PASSWORD}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unlocking failed. Please try again.');
    await expect(canvas.getByLabelText(/Password/)).toHaveValue(DEMO_PASSWORD);
    await expect(args.onUnlocked).not.toHaveBeenCalled();
  },
};
