import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HeaderFrame, scenarios, whenSettled } from '../testing/story-kit';
import { Search } from './search';

function Location() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

const meta = {
  title: 'Shell/Header/Search',
  component: Search,
  args: { appearance: 'bar' },
  render: (args) => (
    <div className="relative">
      <HeaderFrame>
        <Search {...args} />
      </HeaderFrame>
      <Location />
    </div>
  ),
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

const combobox = () => screen.findByRole('combobox', { name: 'Search' });

/** Bar: the magnifier opens it (focus in the field); typing shows grouped results; arrows + Enter navigate; Escape twice closes and focus returns. */
export const Default: Story = {
  play: async () => {
    const open = screen.getByRole('button', { name: 'Open search' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const field = await combobox();
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'dash');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    await expect(await within(list).findByRole('group', { name: 'Pages' })).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const active = field.getAttribute('aria-activedescendant');
    await expect(active && document.getElementById(active)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue('dash');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus());
  },
};

/** Enter opens the highlighted result through the router and closes (and clears) the bar. */
export const EnterNavigates: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const field = await combobox();
    await userEvent.type(field, 'contacts');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    await within(list).findAllByRole('group');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Current path' })).not.toHaveTextContent(/^\/$/));
    await expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** Ctrl+K opens the bar from anywhere; one character shows nothing; the last searches come back when the field is empty. */
export const HotkeyAndRecent: Story = {
  play: async () => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const field = await combobox();
    await userEvent.type(field, 'd');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field, 'ash');
    await screen.findAllByRole('group');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Control>}k{/Control}');
    await combobox();
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    await expect(within(recent).getByRole('option', { name: 'dash' })).toBeInTheDocument();
  },
};

/** An answer with nothing in it: 'No results found!'. */
export const NoResults: Story = {
  args: { appearance: 'basic' },
  parameters: { msw: { handlers: { search: scenarios.search?.empty } } },
  play: async () => {
    const field = await combobox();
    await userEvent.type(field, 'zzzz');
    await expect(await screen.findByRole('option', { name: 'No results found!' })).toBeInTheDocument();
  },
};

/** Basic appearance: an always-visible field. */
export const Basic: Story = {
  args: { appearance: 'basic' },
  play: async () => {
    const field = await combobox();
    await userEvent.type(field, 'task');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  },
};

export const LoadError: Story = {
  args: { appearance: 'basic' },
  parameters: { msw: { handlers: { search: scenarios.search?.error } } },
  play: async () => {
    const field = await combobox();
    await userEvent.type(field, 'dash');
    await waitFor(() => expect(screen.getByRole('listbox')).toBeInTheDocument());
  },
};

export const HtmlAttack: Story = {
  args: { appearance: 'basic' },
  parameters: { msw: { handlers: { search: scenarios.search?.html } } },
  play: async () => {
    const field = await combobox();
    await userEvent.type(field, 'xss');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeGreaterThan(0));
    await whenSettled(screen.getByRole('listbox'));
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    await expect(document.querySelector('[data-slot="search-results"] img[onerror], [data-slot="search-results"] script')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    await combobox();
  },
};

export const Dark: Story = {
  args: { appearance: 'basic' },
  parameters: { scheme: 'dark' },
  play: async () => {
    const field = await combobox();
    await userEvent.type(field, 'dash');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  },
};
