import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts, screenOf, withToaster } from '../../shared/story-helpers';
import { RegisterScreen } from './register-screen';
import { WithOpenDocket } from './story-fixtures';

/*
 * The till in Türkçe (issue 19): the same seed as the English stories (the mini mart sells Peanuts
 * 100g at $25.44; the eatery's store holds Black Tea at $36.14), every word in Turkish and the
 * amounts in Turkish digits ($25,44).
 */

const miniMart = screenOf('/pos/sales', 'pos');
const eatery = screenOf('/eatery/pos/sales', 'pos');

const meta = {
  title: 'App/Hotel/Pos/Register/Türkçe',
  component: RegisterScreen,
  args: { screen: miniMart },
  parameters: { layout: 'fullscreen' },
  globals: { language: 'tr' },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const LOAD = { timeout: 15_000 };
const total = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="basket-total"]');

/** A sale paid in cash: the basket, the pay dialog's tenders and checks, the change and the receipt, in Turkish. */
export const CashSale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await canvas.findByRole('group', { name: 'Ürünler' }, LOAD));
    await expect(canvas.getByText('Sepet boş. Bir ürüne dokunun ya da barkodunu okutun veya arayın.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Öde: \$0,00/ })).toBeDisabled();
    await expect(canvas.getByRole('searchbox', { name: 'Ürünleri ada veya barkoda göre ara' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Masaya aç' })).toBeInTheDocument();
    await userEvent.click(await grid.findByRole('button', { name: /^Peanuts 100g/ }, LOAD));
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('$25,44'), LOAD);
    await expect(canvasElement.querySelector('[data-slot="basket-totals"]')).toHaveTextContent('Ara toplam$25,44İndirim$0,00Toplam$25,44');
    await expect(canvas.getByRole('button', { name: /^Peanuts 100g × 1, birim fiyat \$25,44/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Bir fazla: Peanuts 100g' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: /^Öde: \$25,44/ }));
    const pay = within(await body.findByRole('dialog', { name: 'Öde: $25,44' }));
    await expect(pay.getByRole('status')).toHaveTextContent("Nakit: 0'dan büyük, en fazla 2 ondalıklı bir tutar girin.");
    await expect(pay.getByRole('button', { name: '+ Odaya borç' })).toBeInTheDocument();
    await expect(pay.getByRole('button', { name: '+ Kart' })).toBeInTheDocument();
    await userEvent.type(pay.getByRole('textbox', { name: 'Nakit tutarı (USD)' }), '20');
    await expect(pay.getByRole('status')).toHaveTextContent('Ödemeler (20.00) toplamı (25.44) karşılamıyor; kalan borç: 5.44.');
    await userEvent.click(pay.getByRole('button', { name: '$30,00' }));
    await waitFor(() => expect(body.getByText('Para üstü').nextElementSibling).toHaveTextContent('$4,56'));
    await expect(pay.getByRole('status')).toHaveTextContent('Ödemeler toplamı karşılıyor.');
    await userEvent.click(pay.getByRole('button', { name: 'Öde' }));

    await expect(await canvas.findByText(/^Adisyon DKT-\d+ ödendi$/, {}, LOAD)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="receipt-summary"]')).toHaveTextContent('Toplam $25,44 · alınan $30,00 (Nakit 30,00)');
    await expect(canvasElement.querySelector('[data-slot="receipt-change"]')?.parentElement).toHaveTextContent('Para üstü $4,56');
    await expect(canvas.getByRole('button', { name: 'Adisyonu yazdır' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni satış' }));
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('$0,00'));
  },
};

/** A table's open docket: its number, table and stage, and the kitchen button, in Turkish. */
export const OpenDocket: Story = {
  args: { screen: eatery },
  parameters: { router: false },
  render: (args) => <WithOpenDocket {...args} channel="eatery" table="T7" items={['Black Tea']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const docket = await canvas.findByText(/^Adisyon DKT-\d+$/, {}, LOAD);
    await expect(docket.parentElement).toHaveTextContent('Masa T7 · açık');
    await userEvent.click(canvas.getByRole('button', { name: 'Mutfağa gönder' }));
    await waitFor(() => expect(docket.parentElement).toHaveTextContent('Masa T7 · mutfağa gönderildi'), LOAD);
  },
};
