import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Docket } from '@hotel/domain';
import { WithFixture } from '../../folio/story-fixtures';
import { clearToasts, hotelScenarios, screenOf, withToaster } from '../../shared/story-helpers';
import { ActionScreen } from '../../workflow/action-screen';
import { makeDockets, type DocketPlan } from '../kitchen/story-dockets';

/*
 * Reprint Captain Order (issue 17): the dockets that went to the kitchen (sent, served or settled),
 * each reprinting its kitchen order: table, waiter, time sent, quantity × item, no prices.
 */

const reprint = screenOf('/pos/reprint-captain-order', 'action');

/** A table sent to the kitchen (two of one item, one of another) and one still open (not listed). */
const PLANS: DocketPlan[] = [
  { channel: 'restaurant', table: 'T12', lines: [2, 1], stage: 'sent' },
  { channel: 'restaurant', table: 'T14', lines: [1], stage: 'open' },
];

const meta = {
  title: 'App/Hotel/POS/CaptainOrder',
  component: ActionScreen,
  args: { screen: reprint },
  parameters: { layout: 'fullscreen', route: reprint.path },
  decorators: [withToaster],
  beforeEach: clearToasts,
  render: function CaptainOrderStory(args) {
    return (
      <WithFixture name="captain-order" make={(client) => makeDockets(client, PLANS)}>
        {(dockets: Docket[]) => (
          <>
            <p hidden data-testid="dockets">{dockets.map((d) => d.docketNo).join(' ')}</p>
            <ActionScreen {...args} />
          </>
        )}
      </WithFixture>
    );
  },
} satisfies Meta<typeof ActionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const made = (canvasElement: HTMLElement) => (canvasElement.querySelector('[data-testid="dockets"]')?.textContent ?? '').split(' ');

/** The sent docket is listed (the open one is not) and reprints the kitchen's copy, without prices. */
export const Reprint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('table', { name: reprint.title }, { timeout: 15_000 });
    const [sent, open] = made(canvasElement);
    const row = (await within(grid).findByText(sent as string)).closest('tr') as HTMLElement;
    await expect(within(grid).queryByText(open as string)).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Reprint Captain Order' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const order = await dialog.findByRole('region', { name: 'Kitchen order' }, { timeout: 10_000 });
    await expect(order).toHaveTextContent(/TableT12/);
    await expect(order).toHaveTextContent(/Waiter\S+/);
    await expect(within(order).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const items = within(within(order).getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    await expect(items.map((item) => /^\d+ ×/.exec(item.textContent ?? '')?.[0])).toEqual(['2 ×', '1 ×']);
    // The kitchen's copy carries no money.
    await expect(dialog.getByRole('article').textContent).not.toMatch(/\$\d/);
  },
};

/** Nothing went to the kitchen: the list says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { hotel: hotelScenarios.empty } } },
  render: (args) => <ActionScreen {...args} />,
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('table', { name: reprint.title });
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
    await expect(within(grid).queryAllByRole('button', { name: 'Reprint Captain Order' })).toEqual([]);
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: reprint.title }, { timeout: 15_000 });
    await expect(await within(canvasElement).findAllByRole('button', { name: 'Reprint Captain Order' })).not.toHaveLength(0);
  },
};
