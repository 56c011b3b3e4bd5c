import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { InEnglish } from '../../in-english.testing';
import { SignInForm, type SignInFormProps } from './sign-in-form';
import { EMAIL_MESSAGE, PASSWORD_MESSAGE, validateSignIn, validateSignInField } from './use-sign-in-form';

const ACCOUNTS = [{ role: 'waitress', email: 'waitress@hotel.test', password: 'demo1234' }];

function renderForm(props: Partial<SignInFormProps> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => undefined);
  render(
    <MemoryRouter>
      <SignInForm onSubmit={onSubmit} demoAccounts={ACCOUNTS} {...props} />
    </MemoryRouter>,
    { wrapper: InEnglish },
  );
  return { onSubmit, user: userEvent.setup() };
}

const email = () => screen.getByLabelText(/Email address/);
const password = () => screen.getByLabelText(/Password/);

describe('validateSignIn (the rules the zod schema had)', () => {
  it.each(['admin@hotel.test', 'first.last+tag@mail.example.co.uk', "o'neil@hotel.test", 'a_b-c@x-y.io'])('accepts %s', (value) => {
    expect(validateSignInField('email', value)).toBeUndefined();
  });

  it.each(['', 'not-an-email', 'a@b', 'a@b.c', '.a@hotel.test', 'a..b@hotel.test', 'a.@hotel.test', 'a@-x.com', 'a b@hotel.test', 'a@hotel.test '])(
    'refuses %j',
    (value) => {
      expect(validateSignInField('email', value)).toBe(EMAIL_MESSAGE);
    },
  );

  it('asks for a password of any length but none', () => {
    expect(validateSignInField('password', '')).toBe(PASSWORD_MESSAGE);
    expect(validateSignInField('password', ' ')).toBeUndefined();
  });

  it('names every invalid field, and nothing when the values may be sent', () => {
    expect(validateSignIn({ email: 'x', password: '', rememberMe: true })).toEqual({ email: EMAIL_MESSAGE, password: PASSWORD_MESSAGE });
    expect(validateSignIn({ email: 'admin@hotel.test', password: 'demo1234', rememberMe: false })).toEqual({});
  });
});

describe('SignInForm', () => {
  it('says nothing while typing before the first send, then checks each change', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(email(), 'ad');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    await user.type(email(), 'min@hotel.test');
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
    await user.type(password(), 'x');
    expect(screen.queryByText(PASSWORD_MESSAGE)).not.toBeInTheDocument();
  });

  it('focuses the first invalid field when sent with errors', async () => {
    const { user } = renderForm();
    await user.type(email(), 'admin@hotel.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(password()).toHaveFocus();
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();
  });

  it('sends the values with Enter, remember me as chosen', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(email(), 'admin@hotel.test');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.type(password(), 'demo1234{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'admin@hotel.test', password: 'demo1234', rememberMe: false });
  });

  it('a demo account fills and checks both fields and focuses the password', async () => {
    const { user } = renderForm({ defaultValues: { email: 'bad' } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(EMAIL_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'waitress: fill in waitress@hotel.test' }));
    expect(email()).toHaveValue('waitress@hotel.test');
    expect(password()).toHaveValue('demo1234');
    expect(password()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is locked while signing in, sends once, and unlocks when the attempt ends', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm({ onSubmit, defaultValues: { email: 'admin@hotel.test', password: 'demo1234' } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    expect(email()).toBeDisabled();
    expect(password()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'waitress: fill in waitress@hotel.test' })).toBeDisabled();
    screen.getByRole('button', { name: /Signing in/ }).closest('form')!.requestSubmit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(email()).toBeEnabled();
  });

  it('shows the error of the last attempt', () => {
    renderForm({ error: 'Wrong email or password' });
    expect(screen.getByTestId('sign-in-error')).toHaveTextContent('Wrong email or password');
  });
});
