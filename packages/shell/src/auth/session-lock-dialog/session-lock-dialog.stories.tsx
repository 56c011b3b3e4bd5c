import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DEMO_PASSWORD } from '@hotel/mock-api';
import { Button, Input, Label } from '@hotel/ui';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useHttpClient } from '../../http/http-client-provider';
import { HttpError } from '../../http/http-error';
import { modalA11y } from '../../header/testing/story-kit';
import { makeToken } from '../../test/tokens';
import { SessionLockDialog } from './session-lock-dialog';

const meta = {
  title: 'Shell/Auth/SessionLockDialog',
  component: SessionLockDialog,
  args: { open: true, onUnlocked: fn(), onSignInAgain: fn() },
  parameters: { layout: 'fullscreen', ...modalA11y },
} satisfies Meta<typeof SessionLockDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Your session has expired' });

/** Over the current screen: the signed-in user, the password, Unlock and Sign in again. Escape does not close it. */
export const Default: Story = {
  play: async ({ args }) => {
    const prompt = await dialog();
    await expect(within(prompt).getByTestId('unlock-name')).not.toBeEmptyDOMElement();
    await waitFor(() => expect(within(prompt).getByLabelText(/Password/)).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(prompt).toBeVisible();
    await expect(args.onSignInAgain).not.toHaveBeenCalled();
  },
};

/** Unlock with nothing typed: the field says what is missing; nothing is sent. */
export const EmptyPassword: Story = {
  play: async ({ args }) => {
    const prompt = await dialog();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Unlock' }));
    await expect(await within(prompt).findByText('Enter your password')).toBeVisible();
    await expect(args.onUnlocked).not.toHaveBeenCalled();
  },
};

/** A wrong password (the mock answers 404): "Invalid password", the prompt stays. */
export const WrongPassword: Story = {
  play: async ({ args }) => {
    const prompt = await dialog();
    await userEvent.type(within(prompt).getByLabelText(/Password/), 'not-the-password{Enter}');
    await expect(await within(prompt).findByRole('alert')).toHaveTextContent('Invalid password');
    await expect(args.onUnlocked).not.toHaveBeenCalled();
  },
};

/** The right password: api/auth/unlock-session answers a new token, and the prompt reports it. */
export const Unlocks: Story = {
  play: async ({ args }) => {
    const prompt = await dialog();
    await userEvent.type(within(prompt).getByLabelText(/Password/), DEMO_PASSWORD);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(args.onUnlocked).toHaveBeenCalledTimes(1));
  },
};

/** Somebody else at the desk, or a forgotten password: Sign in again gives the requests up. */
export const SignInAgain: Story = {
  play: async ({ args }) => {
    const prompt = await dialog();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign in again' }));
    await expect(args.onSignInAgain).toHaveBeenCalledTimes(1);
  },
};

/** Türkçe. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Oturumunuzun süresi doldu' })).toBeVisible();
  },
};

/** At 390 px the prompt fits the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' } },
  play: async () => {
    const prompt = await dialog();
    await expect(prompt.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A screen that saves a note: what it sends, and what came back. */
function NoteScreen() {
  const client = useHttpClient();
  const [note, setNote] = useState('');
  const [result, setResult] = useState('');
  const save = async () => {
    setResult('Saving…');
    try {
      const answer = await client.get<unknown[]>('api/common/notifications');
      setResult(`Saved "${note}" (the server answered ${answer.length} notifications)`);
    } catch (error) {
      setResult(error instanceof HttpError ? `Refused: ${error.status}` : 'Failed');
    }
  };
  return (
    <form
      className="grid max-w-sm gap-2 p-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Label htmlFor="note">Note</Label>
      <Input id="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <Button type="submit">Save</Button>
      <output>{result}</output>
    </form>
  );
}

/** The session expires while a note is being typed: the prompt opens over the screen; once unlocked, the save is sent again and nothing typed is lost. */
export const ExpiredWhileTyping: Story = {
  render: () => <NoteScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Note'), 'Late check-out for 204');
    // The token runs out: the client stops sending it and the mock API answers 401.
    localStorage.setItem('accessToken', makeToken(-60));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const prompt = await dialog();
    await userEvent.type(within(prompt).getByLabelText(/Password/), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(/^Saved "Late check-out for 204"/)).toBeVisible();
    await expect(canvas.getByLabelText('Note')).toHaveValue('Late check-out for 204');
  },
};

/** The user chooses to sign in again: the waiting save fails with 401 and the session ends. */
export const ExpiredThenSignInAgain: Story = {
  render: () => <NoteScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    localStorage.setItem('accessToken', makeToken(-60));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const prompt = await dialog();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign in again' }));
    await expect(await canvas.findByText('Refused: 401')).toBeVisible();
    await expect(localStorage.getItem('accessToken')).toBeNull();
  },
};
