import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DataTable } from '../data-table/data-table';
import { Spinner } from '../spinner/spinner';
import { UiStringsProvider, type UiStringsOverrides } from './ui-strings';

type Row = { room: string; guest: string };
const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({ room: String(101 + i), guest: `Guest ${i + 1}` }));
const columns = [
  { accessorKey: 'room', header: 'Oda' },
  { accessorKey: 'guest', header: 'Misafir' },
];

const number = new Intl.NumberFormat('tr');
const turkish: UiStringsOverrides = {
  pagination: {
    nav: 'Sayfalama',
    pageSize: 'Sayfa başına satır',
    previous: 'Önceki sayfa',
    next: 'Sonraki sayfa',
    first: 'İlk sayfa',
    last: 'Son sayfa',
    range: (start, end, total) => `${number.format(start)}–${number.format(end)} / ${number.format(total)}`,
  },
  dataTable: { search: 'Ara', empty: 'Sonuç yok.', noMatches: (q) => `“${q}” ile eşleşen satır yok.` },
  spinner: { label: 'Yükleniyor' },
};

function Demo({ strings }: { strings?: UiStringsOverrides }) {
  const content = (
    <div className="flex flex-col gap-4">
      <DataTable aria-label="Odalar" columns={columns} data={rows} searchable />
      <Spinner />
    </div>
  );
  return strings ? <UiStringsProvider strings={strings}>{content}</UiStringsProvider> : content;
}

/**
 * The texts the primitives write themselves, given once for the app in the user's language. The
 * shell's ShellProviders gives them from its translations; without a provider they are English.
 */
const meta = {
  title: 'UI/UiStringsProvider',
  component: Demo,
  parameters: { shell: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Türkçe: the table's search, its empty search result, the pagination and the spinner. */
export const Turkish: Story = {
  args: { strings: turkish },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Sayfalama' })).toHaveTextContent('1–10 / 23');
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki sayfa' }));
    await expect(canvas.getByRole('navigation', { name: 'Sayfalama' })).toHaveTextContent('11–20 / 23');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Ara' }), 'zzz');
    await expect(await canvas.findByText('“zzz” ile eşleşen satır yok.')).toBeInTheDocument();
  },
};

/** Without a provider: the primitives' own English. */
export const English: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1–10 of 23');
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
  },
};
