import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelPaths, ledgerPaths, type BusinessDateResponse, type HotelListResponse } from '@hotel/domain';

import { apiGet, screenOf } from '../shared/story-helpers';
import { addDays } from '../views/date-range';
import { ResourceScreen } from './resource-screen';

const roomCharges = screenOf('/front-office/room-charge', 'resource');
const payments = screenOf('/front-office/guest-payment', 'resource');

/** The record forms of the resource screens: what a new record starts with, what an edit keeps. */
const meta = {
  title: 'App/Hotel/ResourceScreen/Forms',
  component: ResourceScreen,
  args: { screen: roomCharges },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResourceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The hotel's business date as the mock API holds it (the seed follows the real date). */
const businessDate = async () => (await apiGet<BusinessDateResponse>(ledgerPaths.businessDate)).date;

/** Waits for the list, then opens the new record's drawer. */
const openNew = async (canvasElement: HTMLElement, button: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  return within(await body.findByRole('dialog', { name: button }));
};

/** Waits until the list has answered and is not dimmed (axe runs after the play function). */
const settled = async (canvasElement: HTMLElement, name: string) => {
  const grid = await within(canvasElement).findByRole('table', { name });
  await waitFor(() => {
    expect(grid).not.toHaveAttribute('aria-busy');
    expect(grid.closest('[data-slot="data-table"]')).not.toHaveClass('opacity-70');
  });
  return grid;
};

/** A new room charge is dated on the business date, not left empty for staff to type. */
export const NewChargeOnBusinessDate: Story = {
  play: async ({ canvasElement }) => {
    await settled(canvasElement, roomCharges.title);
    const drawer = await openNew(canvasElement, 'New room charge');
    const date = await businessDate();
    await waitFor(() => expect(drawer.getByLabelText(/^Date/)).toHaveValue(date));
  },
};

/** A new payment's date and time is now on the business date (the server reads its day from the ISO date). */
export const NewPaymentNowOnBusinessDate: Story = {
  args: { screen: payments },
  play: async ({ canvasElement }) => {
    await settled(canvasElement, payments.title);
    const drawer = await openNew(canvasElement, 'New payment');
    const date = await businessDate();
    const input = drawer.getByLabelText(/^Date/) as HTMLInputElement;
    await waitFor(() => expect(input.value).not.toBe(''));
    await expect(new Date(input.value).toISOString().slice(0, 10)).toBe(date);
  },
};

/** Editing a charge keeps the date it was posted on (the business date is only a new record's start). */
export const EditKeepsStoredDate: Story = {
  play: async ({ canvasElement }) => {
    const list = await apiGet<HotelListResponse>(`${hotelPaths.list('room-charges')}?size=1&sort=date&order=asc`);
    const oldest = list.items[0];
    await expect(oldest, 'a seeded room charge').toBeDefined();
    await expect(String(oldest?.date)).not.toBe(await businessDate());
    const grid = await settled(canvasElement, roomCharges.title);
    // The list is newest first: the date header's clicks go descending → unsorted → ascending.
    const header = () => within(grid).getByRole('columnheader', { name: /^Date/ });
    for (let click = 0; click < 3 && header().getAttribute('aria-sort') !== 'ascending'; click++) {
      await userEvent.click(within(header()).getByRole('button'));
      await settled(canvasElement, roomCharges.title);
    }
    await expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(grid).getAllByRole('row')[1] as HTMLElement);
    const drawer = within(await body.findByRole('dialog', { name: /^Room Charge / }));
    await expect(drawer.getByLabelText(/^Date/)).toHaveValue(String(oldest?.date));
  },
};

const reservations = screenOf('/front-office/room-reservation', 'resource');

/**
 * A new reservation starts on the business date for one night. A 10,000-character note pasted into it: kept whole (no maxLength cuts it), counted
 * against its 2,000, refused with the API's own message; the drawer stays open and nothing is saved.
 */
export const LongNoteRefusedWhole: Story = {
  args: { screen: reservations },
  play: async ({ canvasElement }) => {
    const before = (await apiGet<HotelListResponse>(`${hotelPaths.list('room-reservations')}?size=1`)).total;
    await settled(canvasElement, reservations.title);
    const drawer = await openNew(canvasElement, 'New room reservation');
    // A new stay starts as one night from the business date.
    const date = await businessDate();
    await waitFor(() => expect(drawer.getByLabelText(/^Arrival/)).toHaveValue(date));
    await expect(drawer.getByLabelText(/^Departure/)).toHaveValue(addDays(date, 1));
    const notes = drawer.getByLabelText(/^Notes/);
    await expect(notes).not.toHaveAttribute('maxlength');
    await expect(notes).toHaveAccessibleDescription('0 / 2,000 characters');
    await userEvent.click(notes);
    await userEvent.paste('x'.repeat(10_000));
    await expect(notes).toHaveValue('x'.repeat(10_000));
    await expect(notes).toHaveAccessibleErrorMessage('Notes must be at most 2,000 characters');
    await expect(drawer.getByText('10,000 / 2,000 characters')).toHaveAttribute('data-state', 'over');
    // A screen reader hears the count once, after the paste has settled.
    await waitFor(() => expect(drawer.getByText('8,000 characters too many')).toHaveAttribute('role', 'status'));
    await userEvent.click(drawer.getByRole('button', { name: 'Create' }));
    await expect(await drawer.findByText('Check the highlighted fields.')).toBeVisible();
    await expect(notes).toHaveValue('x'.repeat(10_000));
    await expect((await apiGet<HotelListResponse>(`${hotelPaths.list('room-reservations')}?size=1`)).total).toBe(before);
  },
};
