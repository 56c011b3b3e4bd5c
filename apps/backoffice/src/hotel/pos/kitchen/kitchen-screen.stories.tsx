import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Docket } from '@hotel/domain';
import { notifyDataChanged, useHttpClient } from '@hotel/shell';
import { Button } from '@hotel/ui';
import { WithFixture } from '../../folio/story-fixtures';
import { clearToasts, hotelFailing, hotelLoading, hotelWith, screenOf, withToaster } from '../../shared/story-helpers';
import { KitchenScreen } from './kitchen-screen';
import { docketsAnswering, fakeDocket, makeDockets, type DocketPlan } from './story-dockets';

const screen = screenOf('/pos/kitchen-queues', 'pos');

const meta = {
  title: 'App/Hotel/Pos/Kitchen',
  component: KitchenScreen,
  args: { screen },
  parameters: { layout: 'fullscreen' },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof KitchenScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three dockets sent to the kitchen (two tables and the counter) and one still open at its table. */
const QUEUE: DocketPlan[] = [
  { channel: 'tablet', table: 'T4', lines: [2, 1], stage: 'sent' },
  { channel: 'restaurant', table: 'T7', lines: [1], stage: 'sent' },
  { channel: 'eatery', lines: [3, 1, 1], stage: 'sent' },
  { channel: 'tablet', table: 'T9', lines: [1], stage: 'open' },
];

/** Renders the screen once the story's dockets are made; their numbers are listed for the play. */
const withQueue = (name: string, plans: readonly DocketPlan[]): Story['render'] =>
  function QueueStory(args) {
    return (
      <WithFixture name={name} make={(client) => makeDockets(client, plans)}>
        {(dockets: Docket[]) => (
          <>
            <p hidden data-testid="dockets">{dockets.map((d) => `${d.docketNo}:${d.stage}`).join(' ')}</p>
            <KitchenScreen {...args} />
          </>
        )}
      </WithFixture>
    );
  };

/** The dockets the fixture made, as [number, stage]. */
function madeDockets(canvasElement: HTMLElement): [string, string][] {
  const text = canvasElement.querySelector('[data-testid="dockets"]')?.textContent ?? '';
  return text.split(' ').map((pair) => pair.split(':') as [string, string]);
}

const ticketOf = (canvasElement: HTMLElement, docketNo: string) => within(canvasElement).queryByRole('article', { name: new RegExp(`^${docketNo}\\b`) });

const bumpOf = (canvasElement: HTMLElement, docketNo: string) => within(canvasElement).getByRole('button', { name: `Bump ${docketNo}` });

async function queueLoaded(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('list', { name: 'Kitchen tickets, oldest first' });
}

/** The sent dockets are tickets (with their lines, table and age); the open one is not. */
export const Default: Story = {
  render: withQueue('kitchen-default', QUEUE),
  play: async ({ canvasElement }) => {
    await queueLoaded(canvasElement);
    const made = madeDockets(canvasElement);
    for (const [docketNo, stage] of made) {
      if (stage === 'sent') await expect(ticketOf(canvasElement, docketNo)).toBeVisible();
      else await expect(ticketOf(canvasElement, docketNo)).not.toBeInTheDocument();
    }
    const first = ticketOf(canvasElement, made[0]?.[0] ?? '') as HTMLElement;
    await expect(first).toHaveTextContent('Table T4');
    await expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(first).getAllByRole('listitem')[0]).toHaveTextContent(/^2 ×/);
    await expect(first.querySelector('[data-slot="ticket-age"]')).toHaveTextContent('just in');
    await expect(first).toHaveAttribute('data-state', 'on-time');
    await expect(canvasElement.querySelector('[data-slot="kitchen-summary"]')).toHaveTextContent(/^\d+ tickets, (oldest \d+ min|all just in)$/);
  },
};

/** Bump marks the docket served: its ticket leaves the queue, the others stay. */
export const Bump: Story = {
  render: withQueue('kitchen-bump', QUEUE.slice(0, 2)),
  play: async ({ canvasElement }) => {
    await queueLoaded(canvasElement);
    const [[bumped = ''] = [], [kept = ''] = []] = madeDockets(canvasElement);
    await userEvent.click(bumpOf(canvasElement, bumped));
    await waitFor(() => expect(ticketOf(canvasElement, bumped)).not.toBeInTheDocument());
    await expect(ticketOf(canvasElement, kept)).toBeVisible();
  },
};

/** Keyboard: arrows move between tickets, B (or Enter) bumps the focused one and focus goes to the one in its place. */
export const KeyboardBump: Story = {
  render: withQueue('kitchen-keyboard', QUEUE.slice(0, 3)),
  play: async ({ canvasElement }) => {
    await queueLoaded(canvasElement);
    const [[a = ''] = [], [b = ''] = [], [c = ''] = []] = madeDockets(canvasElement);
    bumpOf(canvasElement, a).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(bumpOf(canvasElement, b)).toHaveFocus();
    await expect(bumpOf(canvasElement, b)).toHaveAttribute('tabindex', '0');
    await expect(bumpOf(canvasElement, a)).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(bumpOf(canvasElement, a)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('b');
    await waitFor(() => expect(ticketOf(canvasElement, b)).not.toBeInTheDocument());
    await waitFor(() => expect(bumpOf(canvasElement, c)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(ticketOf(canvasElement, c)).not.toBeInTheDocument());
    await expect(ticketOf(canvasElement, a)).toBeVisible();
  },
};

/** The kitchen's own role bumps (the server lets whoever writes dockets serve them). */
export const AsKitchenStaff: Story = {
  render: withQueue('kitchen-staff', QUEUE.slice(0, 1)),
  globals: { role: 'kitchen' },
  play: async ({ canvasElement }) => {
    await queueLoaded(canvasElement);
    const [[docketNo = ''] = []] = madeDockets(canvasElement);
    await userEvent.click(bumpOf(canvasElement, docketNo));
    await waitFor(() => expect(ticketOf(canvasElement, docketNo)).not.toBeInTheDocument());
  },
};

/** Another tab sends a docket: the data-changed notice (the mock API's, forwarded by the app) loads the queue again at once. */
export const LiveUpdate: Story = {
  render: function LiveStory(args) {
    const client = useHttpClient();
    const sendFromAnotherTab = async () => {
      await makeDockets(client, [{ channel: 'tablet', table: 'T21', lines: [1], stage: 'sent' }]);
      notifyDataChanged({ domains: ['hotel'] });
    };
    return (
      <>
        <Button size="sm" variant="outline" className="m-2" onClick={() => void sendFromAnotherTab()}>
          Simulate another tab sending a docket
        </Button>
        <KitchenScreen {...args} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No tickets in the queue')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate another tab sending a docket' }));
    // Well before the 15 s poll: the notice, not the poll, brought it.
    await expect(await canvas.findByRole('article', { name: /table T21/ }, { timeout: 8_000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="kitchen-summary"]')).toHaveTextContent('1 ticket, just in');
  },
};

const REFUSAL = 'Docket DKT-90001 is served; it cannot be marked served (only a docket sent to the kitchen is).';

/** A refused bump (409) shows the server's message on the ticket, which stays in the queue. */
export const BumpFailing: Story = {
  parameters: {
    msw: {
      handlers: {
        hotel: hotelWith(
          docketsAnswering([fakeDocket(1, { minutesAgo: 4 }), fakeDocket(2, { minutesAgo: 2 })]),
          http.post('*/api/hotel/pos-sales/:id/serve', () => HttpResponse.json({ message: REFUSAL }, { status: 409 })),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await queueLoaded(canvasElement);
    const ticket = ticketOf(canvasElement, 'DKT-90001') as HTMLElement;
    await userEvent.click(within(ticket).getByRole('button', { name: 'Bump DKT-90001' }));
    await expect(await within(ticket).findByRole('alert')).toHaveTextContent(REFUSAL);
    await expect(ticketOf(canvasElement, 'DKT-90001')).toBeVisible();
    await expect(bumpOf(canvasElement, 'DKT-90001')).not.toHaveAttribute('aria-disabled');
    await expect(bumpOf(canvasElement, 'DKT-90001')).toHaveFocus();
  },
};

/** Ages: on time under 10 minutes, late from 10, overdue from 20, said in words as well as colour. */
export const Ages: Story = {
  parameters: {
    msw: { handlers: { hotel: hotelWith(docketsAnswering([fakeDocket(3, { minutesAgo: 25 }), fakeDocket(2, { minutesAgo: 12 }), fakeDocket(1, { minutesAgo: 3 })])) } },
  },
  play: async ({ canvasElement }) => {
    await queueLoaded(canvasElement);
    const tickets = canvasElement.querySelectorAll('[data-slot="kitchen-ticket"]');
    await expect([...tickets].map((t) => t.getAttribute('data-state'))).toEqual(['overdue', 'late', 'on-time']);
    await expect(tickets[0]).toHaveTextContent('25 min· Overdue');
    await expect(tickets[1]).toHaveTextContent('12 min· Late');
    await expect(canvasElement.querySelector('[data-slot="kitchen-summary"]')).toHaveTextContent('3 tickets, oldest 25 min');
  },
};

/** In Türkçe: the ages, how late a ticket is, the summary and Bump in Turkish. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  parameters: Ages.parameters,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Mutfak fişleri, en eskisi önce' });
    const tickets = canvasElement.querySelectorAll('[data-slot="kitchen-ticket"]');
    await expect(tickets[0]).toHaveTextContent('25 dk· Çok gecikti');
    await expect(tickets[1]).toHaveTextContent('12 dk· Gecikmiş');
    await expect(canvasElement.querySelector('[data-slot="kitchen-summary"]')).toHaveTextContent('3 fiş, en eskisi 25 dk');
    await expect(within(tickets[2] as HTMLElement).getByRole('button', { name: /^Servise çıkar: DKT-/ })).toHaveTextContent('Servise çıkar');
    await expect(within(canvasElement).getByText('Ok tuşları fişler arasında gezinir; Enter, Boşluk veya B seçili fişi servise çıkarır.')).toBeVisible();
  },
};

/** Sixty tickets: all rendered, oldest first. */
export const Many: Story = {
  parameters: {
    msw: { handlers: { hotel: hotelWith(docketsAnswering(Array.from({ length: 60 }, (_, i) => fakeDocket(i + 1, { minutesAgo: i, items: ['Burger', 'Chips', 'Cola'].slice(0, (i % 3) + 1) })))) } },
  },
  play: async ({ canvasElement }) => {
    await queueLoaded(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot="kitchen-ticket"]')).toHaveLength(60);
    await expect(canvasElement.querySelector('[data-slot="kitchen-ticket"]')).toHaveAccessibleName(/^DKT-90060\b/);
    await expect(canvasElement.querySelector('[data-slot="kitchen-summary"]')).toHaveTextContent('60 tickets, oldest 59 min');
  },
};

const LONG_ITEM = 'Slow-roasted free-range chicken supreme with wild mushroom fricassée, truffle pommes purée and a Madeira jus (no nuts)';

/** Long names wrap inside the card. */
export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: {
        hotel: hotelWith(
          docketsAnswering([fakeDocket(1, { outlet: 'pos-long', table: 'TERRACE-12B', waiter: 'Maria-Fernanda Castellanos-Villalobos de la Cruz', items: [LONG_ITEM, 'Sparkling mineral water'] })], {
            'pos-long': 'The Grand Lakeside Terrace Restaurant and Cocktail Lounge',
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await queueLoaded(canvasElement);
    const ticket = ticketOf(canvasElement, 'DKT-90001') as HTMLElement;
    await expect(ticket).toHaveTextContent(LONG_ITEM);
    await expect(ticket.scrollWidth).toBeLessThanOrEqual(ticket.clientWidth + 1);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { hotel: hotelWith(docketsAnswering([])) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tickets in the queue')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="kitchen-summary"]')).toHaveTextContent('No tickets');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelLoading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading tickets' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { hotel: hotelFailing } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/hotel service is unavailable/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** At phone width the tickets stack in one column. */
export const Phone: Story = {
  render: withQueue('kitchen-phone', QUEUE),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await queueLoaded(canvasElement);
    const [[first = ''] = []] = madeDockets(canvasElement);
    const ticket = ticketOf(canvasElement, first) as HTMLElement;
    await expect(ticket).toBeVisible();
    await expect(ticket.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

/** Tablet width: two columns. */
export const Tablet: Story = {
  parameters: { msw: { handlers: { hotel: hotelWith(docketsAnswering(Array.from({ length: 8 }, (_, i) => fakeDocket(i + 1, { minutesAgo: i * 3 })))) } } },
  globals: { viewport: { value: 'tablet' } },
};
