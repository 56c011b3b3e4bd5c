import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { hotelFailing, hotelLoading, hotelScenarios, screenOf } from '../shared/story-helpers';
import { ResourceScreen } from './resource-screen';

const guests = screenOf('/front-office/guests', 'resource');

const meta = {
  title: 'App/Hotel/ResourceScreen',
  component: ResourceScreen,
  args: { screen: guests },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResourceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits until the list has no request in flight: not busy (first load) and not dimmed (a refetch
 * keeps the old rows at 70 % opacity, below the text's contrast, until the new page arrives; axe
 * runs after the play function, so every story that changes the list ends here).
 */
const settled = async (canvas: ReturnType<typeof within>, name = guests.title) => {
  await waitFor(() => {
    const grid = canvas.getByRole('table', { name });
    expect(grid).not.toHaveAttribute('aria-busy');
    expect(grid.closest('[data-slot="data-table"]')).not.toHaveClass('opacity-70');
  });
};

const table = async (canvas: ReturnType<typeof within>, name = guests.title) => {
  const grid = await canvas.findByRole('table', { name });
  // The list answers from the mock API (10,000 records in Many); the preview's wait ceiling covers a busy machine.
  await settled(canvas, name);
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return grid;
};

/** Guests: search, sort by a column header, open a record. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await userEvent.click(within(grid).getByRole('button', { name: /Phone/ }));
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: /Phone/ })).toHaveAttribute('aria-sort', 'ascending'));
    // The sorted page is fetched again; the old rows stay dimmed until it arrives (axe runs after).
    await settled(canvas);
  },
};

/** Create a guest: client validation first, then a save that lands in the list. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'New guest' }));
    const body = within(document.body);
    const drawer = await body.findByRole('dialog', { name: 'New guest' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await expect(await within(drawer).findByText('Full Name is required')).toBeVisible();
    await userEvent.type(within(drawer).getByLabelText(/^Full Name/), 'Zoë Storybook');
    await userEvent.type(within(drawer).getByLabelText(/^Phone/), '+1 555 0199');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'New guest' })).not.toBeInTheDocument());
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search guests' }), 'Zoë Storybook');
    // Each keystroke's search may re-render the row: wait for the settled list, then look it up again.
    await settled(canvas);
    await waitFor(() => expect(canvas.getByText('Zoë Storybook')).toBeVisible());
    await settled(canvas);
  },
};

/** Edit a guest; closing with unsaved changes asks first. */
export const EditWithUnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    const first = within(grid).getAllByRole('row')[1] as HTMLElement;
    await userEvent.click(first);
    const body = within(document.body);
    const drawer = await body.findByRole('dialog', { name: /^Guest / });
    const company = within(drawer).getByLabelText(/^Company/);
    await userEvent.clear(company);
    await userEvent.type(company, 'Storybook Ltd');
    await userEvent.keyboard('{Escape}');
    const confirm = await body.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Stay' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Guest / })).not.toBeInTheDocument());
    // The list is fetched again after the save: the row may be replaced, so look it up on each try.
    await waitFor(() => expect(canvas.getByText('Storybook Ltd')).toBeVisible());
    await settled(canvas);
  },
};

/** Close with unsaved changes and choose to leave: the drawer closes, nothing is saved, and no draft of it is kept. */
export const LeaveUnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await userEvent.click(within(grid).getAllByRole('row')[1] as HTMLElement);
    const body = within(document.body);
    const drawer = await body.findByRole('dialog', { name: /^Guest / });
    const company = within(drawer).getByLabelText(/^Company/);
    await userEvent.clear(company);
    await userEvent.type(company, 'Never Saved Ltd');
    await userEvent.keyboard('{Escape}');
    const confirm = await body.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Guest / })).not.toBeInTheDocument());
    await expect(canvas.queryByText('Never Saved Ltd')).not.toBeInTheDocument();
    // Opened again, the form starts from the record: the discarded input is not offered back as a draft.
    await userEvent.click(within(await table(canvas)).getAllByRole('row')[1] as HTMLElement);
    const again = await body.findByRole('dialog', { name: /^Guest / });
    await expect(within(again).getByLabelText(/^Company/)).not.toHaveValue('Never Saved Ltd');
    await expect(within(again).queryByText(/restored/i)).not.toBeInTheDocument();
  },
};

const rooms = screenOf('/properties/rooms', 'resource');

/**
 * A housekeeper puts an available room out of order with a reason and the day it is expected
 * back: a day before the business date is refused with the server's message on the field, then a
 * later one is kept on the room (the tape chart takes bookings from that day).
 */
export const RoomOutOfOrderWithReturnDate: Story = {
  args: { screen: rooms },
  globals: { role: 'house-keeper' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas, rooms.title);
    const available = await waitFor(() => {
      const row = within(grid).getAllByRole('row').find((r) => within(r).queryByText('Available'));
      expect(row, 'an available room').toBeDefined();
      return row as HTMLElement;
    });
    const numberOf = (row: HTMLElement) => within(row).queryAllByRole('cell').map((cell) => cell.textContent ?? '').find((text) => /^\d+$/.test(text));
    const number = numberOf(available);
    await expect(number).toMatch(/^\d+$/);
    await userEvent.click(available);
    const body = within(document.body);
    const drawer = await body.findByRole('dialog', { name: /^Room / });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Put Out Of Order' }));
    const dialog = await body.findByRole('dialog', { name: /^Put Out Of Order room / });
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Door lock fault: waiting for the part');
    const back = within(dialog).getByLabelText(/^Back in service on/);
    await expect(back).toHaveAccessibleDescription(/Leave empty when not known yet/);
    await userEvent.type(back, '2000-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put Out Of Order' }));
    await expect(await within(dialog).findByText(/^must be \d{4}-\d{2}-\d{2} or later$/)).toBeVisible();
    await expect(back).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(back);
    await userEvent.type(back, '2099-01-05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put Out Of Order' }));
    // The move is made: the drawer closes with a toast, and the room, opened again, keeps the date.
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Room / })).not.toBeInTheDocument());
    // The list is fetched again: look the row up on each try, until it shows the new stage.
    const shown = () => {
      const row = within(canvas.getByRole('table', { name: rooms.title })).getAllByRole('row').find((r) => numberOf(r) === number);
      expect(row?.textContent, `room ${number}`).toContain('Out Of Order');
      return row as HTMLElement;
    };
    await waitFor(shown);
    await settled(canvas, rooms.title);
    await userEvent.click(shown());
    const after = await body.findByRole('dialog', { name: /^Room / });
    await expect(within(after).getByLabelText(/^Back In Service/)).toHaveValue('2099-01-05');
  },
};

const tables = screenOf('/properties/tables', 'resource');

/** The Floors link of the spec's sample Administration group (/properties/tables): the floors, level by level, as on /properties/floors. */
export const FloorsAtTablesLink: Story = {
  args: { screen: tables },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Floors' })).toBeVisible();
    const grid = await table(canvas, tables.title);
    await expect(within(grid).getByRole('columnheader', { name: /Building/ })).toBeVisible();
    await expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('Floor 1');
    await expect(canvas.getByRole('button', { name: 'New floor' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { hotel: hotelScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No guests yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelLoading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: guests.title })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/hotel service is unavailable/)).toBeVisible();
  },
};

/** 10,000 guests, 1000 per page in virtual rows. */
export const Many: Story = {
  args: { pageSize: 1000 },
  parameters: { msw: { handlers: { hotel: hotelScenarios.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(200);
  },
};

/** A read-only look (no create, edit or delete). */
export const ReadOnly: Story = {
  args: { screen: { ...guests, readOnly: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await expect(canvas.queryByRole('button', { name: 'New guest' })).not.toBeInTheDocument();
  },
};

/** 'My Procurements' as a receptionist (DESIGN decision 2): only their own records (none yet), and they may ask for one. */
export const MineAsReceptionist: Story = {
  args: { screen: screenOf('/procurements/my-procurements', 'resource') },
  globals: { role: 'receptionist' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No procurements yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'New procurement' }).length).toBeGreaterThan(0);
  },
};

/** In Turkish: the screen's own words (breadcrumb, search, export, new record and its drawer) in the user's language. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas, canvas.getByRole('heading', { level: 1 }).textContent ?? guests.title);
    await expect(canvas.getByRole('link', { name: 'Otel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'CSV olarak dışa aktar' })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('placeholder', expect.stringMatching(/^Ara: /));
    await userEvent.click(canvas.getAllByRole('button', { name: /^Yeni / })[0]!);
    const drawer = await within(document.body).findByRole('dialog', { name: /^Yeni / });
    await expect(within(drawer).getByRole('button', { name: 'Oluştur' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'İptal' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'İptal' }));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' } },
};
