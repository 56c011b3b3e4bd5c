import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersByDomain } from '@hotel/mock-api';
import { SignInPage } from './sign-in-page';

const meta = {
  title: 'App/Auth/Sign In',
  component: SignInPage,
  parameters: { layout: 'fullscreen', route: '/sign-in' },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, remember me and the 'Demo accounts' list of the 29 roles. */
export const Default: Story = {
  globals: { role: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    const demo = canvas.getByRole('region', { name: 'Demo accounts' });
    await expect(within(demo).getAllByRole('button')).toHaveLength(29);
  },
};

/** One click on a role fills email and password. */
export const FillFromDemoAccount: Story = {
  globals: { role: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'waitress: fill in waitress@hotel.test' }));
    await expect(canvas.getByLabelText(/Email address/)).toHaveValue('waitress@hotel.test');
    await expect(canvas.getByLabelText(/Password/)).toHaveValue('demo1234');
    await expect(canvas.getByLabelText(/Password/)).toHaveFocus();
  },
};

/** Empty fields are named with their problem; the keyboard submits with Enter. */
export const Validation: Story = {
  globals: { role: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/Email address/));
    await userEvent.keyboard('not-an-email{Enter}');
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Enter your password')).toBeVisible();
    await expect(canvas.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The mock answers 404 for wrong credentials: 'Wrong email or password'. */
export const WrongPassword: Story = {
  globals: { role: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), 'admin@hotel.test');
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Wrong email or password')).toBeVisible();
  },
};

/** While the 1.5 s sign-in runs, the button shows progress and the form is locked. */
export const Submitting: Story = {
  globals: { role: 'guest' },
  parameters: {
    msw: { handlers: { auth: [http.post('*/api/auth/sign-in', () => new Promise<never>(() => {})), ...(handlersByDomain.auth ?? [])] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'admin: fill in admin@hotel.test' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Signing in/ })).toBeDisabled());
    await expect(canvas.getByLabelText(/Email address/)).toBeDisabled();
  },
};

/** A server failure is not reported as wrong credentials. */
export const ServerError: Story = {
  globals: { role: 'guest' },
  parameters: {
    msw: { handlers: { auth: [http.post('*/api/auth/sign-in', () => HttpResponse.json({ message: 'Down' }, { status: 500 })), ...(handlersByDomain.auth ?? [])] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'admin: fill in admin@hotel.test' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Signing in failed. Please try again.')).toBeVisible();
  },
};

/** At 360 px the card fills the width. */
export const Phone: Story = { globals: { role: 'guest', viewport: { value: 'phone' } } };

/** Right to left. */
export const RightToLeft: Story = {
  globals: { role: 'guest' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};

/** Türkçe: the page, the demo accounts, the fields' problems and a wrong password in Turkish. */
export const Turkish: Story = {
  globals: { role: 'guest', language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Beni hatırla' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Kaydol' })).toHaveAttribute('href', '/sign-up');
    await expect(canvas.getByRole('region', { name: 'Demo hesapları' })).toHaveTextContent('Tüm hesapların şifresi: demo1234.');
    await userEvent.click(canvas.getByLabelText(/E-posta adresi/));
    await userEvent.keyboard('not-an-email{Enter}');
    await expect(await canvas.findByText('Geçerli bir e-posta adresi girin')).toBeVisible();
    await expect(canvas.getByText('Şifrenizi girin')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'yönetici: formu admin@hotel.test ile doldur' }));
    await userEvent.clear(canvas.getByLabelText(/Şifre/));
    await userEvent.type(canvas.getByLabelText(/Şifre/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş yap' }));
    await expect(await canvas.findByText('E-posta veya şifre hatalı')).toBeVisible();
  },
};
