import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersByDomain } from '@hotel/mock-api';
import { useHttpClient } from '@hotel/shell';
import { SignedInProvider, type SignedInContextValue } from '../../frame/signed-in-context';
import { loadSignedInData, widgetLoaders, type SignedInResults, type WidgetKey } from '../../frame/signed-in-data';
import { hotelLoading } from '../../hotel/shared/story-helpers';
import { DashboardPage } from './dashboard-page';

/** The signed-in area's data as the app frame provides it, loaded from the mock API (stories only). */
function SignedInFromMock({ children }: { children: ReactNode }) {
  const client = useHttpClient();
  const [results, setResults] = useState<SignedInResults | null>(null);
  const [retrying, setRetrying] = useState<ReadonlySet<WidgetKey>>(new Set());
  useEffect(() => {
    const controller = new AbortController();
    void loadSignedInData(client, controller.signal).then((loaded) => {
      if (!controller.signal.aborted) setResults(loaded);
    });
    return () => controller.abort();
  }, [client]);
  const retry = useCallback(
    (key: WidgetKey) => {
      setRetrying((set) => new Set(set).add(key));
      const done = (result: SignedInResults[WidgetKey]) => {
        setResults((current) => (current ? { ...current, [key]: result } : current));
        setRetrying((set) => new Set([...set].filter((k) => k !== key)));
      };
      widgetLoaders[key](client).then(
        (data) => done({ ok: true, data } as SignedInResults[WidgetKey]),
        (error: unknown) => done({ ok: false, error }),
      );
    },
    [client],
  );
  const value = useMemo<SignedInContextValue>(() => ({ results, retry, retrying }), [results, retry, retrying]);
  return <SignedInProvider value={value}>{children}</SignedInProvider>;
}

/** Whether the payments call of the One Tile Failing story fails (reset before the story, cleared by its play). */
const paymentsDown = { value: true };
const failingPayments = http.get('*/api/hotel/payments', () =>
  paymentsDown.value ? HttpResponse.json({ message: 'The payments service is unavailable. Try again in a minute.' }, { status: 503 }) : undefined,
);

const meta = {
  title: 'App/Dashboard',
  component: DashboardPage,
  parameters: { layout: 'fullscreen', route: '/dashboards' },
  decorators: [
    (Story) => (
      <SignedInFromMock>
        <Story />
      </SignedInFromMock>
    ),
  ],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tile of a figure, found by its heading. */
async function tileOf(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name: title });
  const tile = heading.closest<HTMLElement>('[data-slot="figure-tile"]');
  if (!tile) throw new Error(`No tile around the heading ${title}`);
  return tile;
}

/** The figure a tile shows once loaded (generous wait: the mock answers on a busy machine too). */
async function figureOf(canvasElement: HTMLElement, title: string): Promise<string> {
  const tile = await tileOf(canvasElement, title);
  await waitFor(() => expect(tile).toHaveAttribute('data-state', 'ready'));
  return tile.querySelector('[data-slot="figure-value"]')?.textContent ?? '';
}

/** Admin: every key figure, links to the work, and the unread row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const percent = await figureOf(canvasElement, 'Occupancy');
    const detail = within(await tileOf(canvasElement, 'Occupancy')).getByText(/^\d+ of 60 rooms occupied$/);
    const occupied = Number(/^(\d+)/.exec(detail.textContent ?? '')?.[1]);
    await expect(occupied).toBeGreaterThan(0);
    await expect(percent).toBe(`${Math.round((occupied / 60) * 100)}%`);
    await expect(await figureOf(canvasElement, 'Payments today')).toMatch(/^\$[\d,]+\.\d{2}$/);
    await expect(within(await tileOf(canvasElement, 'Arrivals')).getByRole('link', { name: 'Open Check In' })).toHaveAttribute('href', '/front-office/check-in');
    await expect(await tileOf(canvasElement, 'Fund requests')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Messages' })).toBeVisible();
  },
};

/** Accountant: the money and approvals they may read, with the fund requests waiting. */
export const Accountant: Story = {
  globals: { role: 'accountant' },
  play: async ({ canvasElement }) => {
    await expect(await figureOf(canvasElement, 'Fund requests')).toMatch(/^\d+$/);
    await expect(await figureOf(canvasElement, 'Payments today')).toMatch(/^\$[\d,]+\.\d{2}$/);
    await expect(within(await tileOf(canvasElement, 'Fund requests')).getByRole('link', { name: 'Open Fund Request Approval' })).toBeVisible();
  },
};

/** Manager: no fund requests tile (managers may not read them). */
export const Manager: Story = {
  globals: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await figureOf(canvasElement, 'Occupancy')).toMatch(/^\d+%$/);
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Fund requests' })).not.toBeInTheDocument();
  },
};

/** Hotel calls that never answer: each tile shows its own skeleton, the unread row still loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { hotel: hotelLoading } } },
  play: async ({ canvasElement }) => {
    const tile = await tileOf(canvasElement, 'Occupancy');
    await expect(tile).toHaveAttribute('aria-busy', 'true');
    await expect(tile).toHaveAttribute('data-state', 'loading');
    const messages = (await within(canvasElement).findByRole('heading', { level: 3, name: 'Messages' })).closest('[data-slot="unread-tile"]');
    await waitFor(() => expect(messages).toHaveAttribute('data-state', 'ready'));
    await expect(tile).toHaveAttribute('data-state', 'loading');
  },
};

/** The payments call fails: only its tile shows the error; Retry loads it once the service is back. */
export const OneTileFailing: Story = {
  parameters: { msw: { handlers: { hotel: [failingPayments, ...(handlersByDomain.hotel ?? [])] } } },
  beforeEach: () => {
    paymentsDown.value = true;
  },
  play: async ({ canvasElement }) => {
    const payments = await tileOf(canvasElement, 'Payments today');
    await waitFor(() => expect(payments).toHaveAttribute('data-state', 'error'));
    await expect(within(payments).getByText('Payments today could not be loaded')).toBeVisible();
    await expect(await figureOf(canvasElement, 'Occupancy')).toMatch(/^\d+%$/);
    paymentsDown.value = false;
    await userEvent.click(within(payments).getByRole('button', { name: 'Retry' }));
    await expect(await figureOf(canvasElement, 'Payments today')).toMatch(/^\$[\d,]+\.\d{2}$/);
  },
};

/** A 360 px phone: one column of tiles. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await figureOf(canvasElement, 'Occupancy')).toMatch(/^\d+%$/);
    await expect(await figureOf(canvasElement, 'In-house guests')).toMatch(/^\d+$/);
  },
};

/** Türkçe: headings, figures and their lines in Turkish; numbers, percent and money as Turkish writes them. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gösterge Paneli' })).toBeVisible();
    await expect(canvas.getByText('Otelin bugünkü durumu ve sizi bekleyen işler.')).toBeVisible();
    const percent = await figureOf(canvasElement, 'Doluluk');
    const detail = within(await tileOf(canvasElement, 'Doluluk')).getByText(/^60 odanın \d+ tanesi dolu$/);
    const occupied = Number(/ (\d+) tanesi/.exec(detail.textContent ?? '')?.[1]);
    await expect(percent).toBe(`%${Math.round((occupied / 60) * 100)}`);
    await expect(await figureOf(canvasElement, 'Bugünkü tahsilatlar')).toMatch(/^\$[\d.]+,\d{2}$/);
    await expect(within(await tileOf(canvasElement, 'Girişler')).getByText('bugün girişi beklenen')).toBeVisible();
    await expect(within(await tileOf(canvasElement, 'Fon talepleri')).getByText('onay bekliyor')).toBeVisible();
    await expect(within(await tileOf(canvasElement, 'Girişler')).getByRole('link', { name: /ekranını aç$/ })).toHaveAttribute('href', '/front-office/check-in');
    const messages = (await canvas.findByRole('heading', { level: 3, name: 'Mesajlar' })).closest<HTMLElement>('[data-slot="unread-tile"]');
    await waitFor(() => expect(messages).toHaveAttribute('data-state', 'ready'));
    await expect(within(messages as HTMLElement).getByText('okunmamış')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'günlük oda çizelgesi' })).toHaveAttribute('href', '/front-office/daily-room-chart');
  },
};

/** Türkçe, the payments call failing: the tile's error and its retry in Turkish. */
export const TurkishOneTileFailing: Story = {
  globals: { language: 'tr' },
  parameters: OneTileFailing.parameters,
  beforeEach: () => {
    paymentsDown.value = true;
  },
  play: async ({ canvasElement }) => {
    const payments = await tileOf(canvasElement, 'Bugünkü tahsilatlar');
    await waitFor(() => expect(payments).toHaveAttribute('data-state', 'error'));
    await expect(within(payments).getByText('Bugünkü tahsilatlar yüklenemedi')).toBeVisible();
    paymentsDown.value = false;
    await userEvent.click(within(payments).getByRole('button', { name: 'Yeniden dene' }));
    await expect(await figureOf(canvasElement, 'Bugünkü tahsilatlar')).toMatch(/^\$[\d.]+,\d{2}$/);
  },
};
