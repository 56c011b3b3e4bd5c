import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { draftKey, loadDraft, saveDraft } from '../../forms/form-drafts';
import { HeaderFrame, modalA11y, refuse, refusing, scenarios, whenSettled } from '../testing/story-kit';
import { SHORTCUT_DRAFT_SCOPE } from './shortcut-form';
import { Shortcuts } from './shortcuts';

const meta = {
  title: 'Shell/Header/Shortcuts',
  component: Shortcuts,
  args: { onOpenChange: fn(), presentation: 'popover' },
  render: (args) => (
    <HeaderFrame>
      <Shortcuts {...args} />
    </HeaderFrame>
  ),
} satisfies Meta<typeof Shortcuts>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: 'Open shortcuts' });
const panel = (name: string | RegExp = /^Shortcuts/) => screen.findByRole('dialog', { name });
const openWithTiles = async () => {
  await userEvent.click(trigger());
  const dialog = await panel('Shortcuts');
  await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
  return dialog;
};

/** The admin's eight tiles as router links; keyboard opens; Escape closes and focus returns. */
export const Default: Story = {
  play: async () => {
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await panel('Shortcuts');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(8));
    await expect(within(dialog).getByRole('link', { name: /Contacts/ })).toHaveAttribute('href', '/apps/contacts');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger()).toHaveFocus();
  },
};

/** view → modify (pencil) → edit (a tile) → Cancel → modify → check → view; reopening starts in view. */
export const ModeTransitions: Story = {
  play: async () => {
    let dialog = await openWithTiles();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter edit mode' }));
    dialog = await panel('Shortcuts - Editing');
    await expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Edit shortcut: Tasks/ }));
    await expect(within(dialog).getByRole('textbox', { name: /Label/ })).toHaveValue('Tasks');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
    await expect(within(dialog).getByRole('button', { name: 'Exit edit mode' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exit edit mode' }));
    await expect(within(dialog).getByRole('button', { name: 'Enter edit mode' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter edit mode' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger());
    await expect(within(await panel('Shortcuts')).getByRole('button', { name: 'Enter edit mode' })).toBeInTheDocument();
  },
};

/** add: Add stays disabled until label, icon and link are valid; the new tile comes first and the panel is in modify. */
export const AddShortcut: Story = {
  play: async () => {
    let dialog = await openWithTiles();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add shortcut' }));
    dialog = await panel('Shortcuts - Add new');
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Night audit');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Link/ }), '/auditor/open-stocks');
    await expect(add).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Choose an icon/ }));
    await userEvent.type(await within(dialog).findByRole('searchbox', { name: 'Search icons' }), 'moon');
    const moon = await within(dialog).findByRole('button', { name: 'moon' });
    // The picker's icons load by name, each with the small group of its set (@hotel/ui/icon-sets).
    await waitFor(() => expect(moon.querySelector('[data-slot="icon"]')).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(moon);
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    dialog = await panel('Shortcuts - Editing');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Night audit'));
  },
};

/** A label pasted over its 60 characters: kept whole and counted, refused with the message; Add stays disabled. */
export const LabelOverLimit: Story = {
  play: async () => {
    let dialog = await openWithTiles();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add shortcut' }));
    dialog = await panel('Shortcuts - Add new');
    const label = within(dialog).getByRole('textbox', { name: /Label/ });
    await expect(label).toHaveAccessibleDescription('0 / 60');
    await userEvent.click(label);
    await userEvent.paste('Night audit checklist '.repeat(4));
    await expect(label).toHaveValue('Night audit checklist '.repeat(4));
    await waitFor(() => expect(label).toHaveAccessibleErrorMessage('At most 60 characters'));
    await expect(within(dialog).getByText('88 / 60')).toHaveAttribute('data-state', 'over');
    await expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByText('Characters over the limit: 28')).toHaveAttribute('role', 'status'));
  },
};

/** In Turkish, the count speaks Turkish too. */
export const LabelCountInTurkish: Story = {
  globals: { language: 'tr' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Kısayolları aç' }));
    const dialog = await screen.findByRole('dialog', { name: /^Kısayollar/ });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kısayol ekle' }));
    const form = await screen.findByRole('dialog', { name: 'Kısayollar - Yeni ekle' });
    const label = within(form).getAllByRole('textbox')[0] as HTMLElement;
    await userEvent.click(label);
    await userEvent.paste('x'.repeat(70));
    await waitFor(() => expect(within(form).getByText('Sınırı aşan karakter: 10')).toHaveAttribute('role', 'status'));
  },
};

/** Cancel from add goes back to view. */
export const CancelAdd: Story = {
  play: async () => {
    const dialog = await openWithTiles();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add shortcut' }));
    await userEvent.click(within(await panel('Shortcuts - Add new')).getAllByRole('button', { name: 'Cancel' })[0]!);
    await expect(await panel('Shortcuts')).toBeInTheDocument();
  },
};

/** edit: Update saves (PATCH) and Delete removes (DELETE); both return to modify. */
export const UpdateAndDelete: Story = {
  play: async () => {
    let dialog = await openWithTiles();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter edit mode' }));
    dialog = await panel('Shortcuts - Editing');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Edit shortcut: Tasks/ }));
    const label = within(dialog).getByRole('textbox', { name: /Label/ });
    await userEvent.clear(label);
    await expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
    await userEvent.type(label, 'My tasks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(await within(dialog).findByRole('button', { name: /^Edit shortcut: My tasks/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Edit shortcut: My tasks/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /^Edit shortcut: My tasks/ })).not.toBeInTheDocument());
    await expect(within(dialog).getByRole('button', { name: 'Exit edit mode' })).toBeInTheDocument();
  },
};

/** The new shortcut's draft key for the story's user. */
const newShortcutDraft = () => draftKey(localStorage.getItem('userId') ?? '', SHORTCUT_DRAFT_SCOPE, 'shortcut-new');
const leaveQuestion = () => screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });

/**
 * A half-typed shortcut: Escape (closing the panel) asks first; Stay keeps the panel, the form and
 * its draft; the header's Cancel asks again, and Leave goes back to the tiles and forgets the draft.
 */
export const UnsavedFormAsksBeforeClosing: Story = {
  parameters: modalA11y,
  play: async () => {
    let dialog = await openWithTiles();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add shortcut' }));
    dialog = await panel('Shortcuts - Add new');
    const label = within(dialog).getByRole('textbox', { name: /Label/ });
    await userEvent.type(label, 'Night audit');
    await waitFor(() => expect(loadDraft(newShortcutDraft())?.values).toMatchObject({ label: 'Night audit' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await leaveQuestion()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await panel('Shortcuts - Add new')).toBeInTheDocument();
    await expect(label).toHaveValue('Night audit');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
    await userEvent.click(within(await leaveQuestion()).getByRole('button', { name: 'Leave' }));
    await expect(await panel('Shortcuts')).toBeInTheDocument();
    await expect(loadDraft(newShortcutDraft())).toBeNull();
  },
};

/** A shortcut half-typed when the session expired comes back in the add form, with a notice; 'Discard draft' empties it. */
export const RestoredDraft: Story = {
  beforeEach: () => saveDraft(newShortcutDraft(), { label: 'Night audit', description: '', icon: '', link: '/auditor/open-stocks', useRouter: true }),
  play: async () => {
    let dialog = await openWithTiles();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add shortcut' }));
    dialog = await panel('Shortcuts - Add new');
    await expect(within(dialog).getByRole('textbox', { name: /Label/ })).toHaveValue('Night audit');
    await expect(within(dialog).getByRole('textbox', { name: /Link/ })).toHaveValue('/auditor/open-stocks');
    await expect(within(dialog).getByText(/^Your unsaved input from .+ was restored\.$/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await expect(within(dialog).getByRole('textbox', { name: /Label/ })).toHaveValue('');
    await expect(loadDraft(newShortcutDraft())).toBeNull();
    // Nothing typed any more: Cancel asks nothing.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
    await expect(await panel('Shortcuts')).toBeInTheDocument();
  },
};

/** The server refuses a delete: the tile comes back with an error toast. */
export const DeleteRefused: Story = {
  parameters: { msw: { handlers: { shortcuts: refusing('shortcuts', refuse('delete', 'api/common/shortcuts')) } } },
  play: async () => {
    let dialog = await openWithTiles();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter edit mode' }));
    dialog = await panel('Shortcuts - Editing');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Edit shortcut: Tasks/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('The change could not be saved and was undone.')).toBeInTheDocument();
    await expect(await within(dialog).findByRole('button', { name: /^Edit shortcut: Tasks/ })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { shortcuts: scenarios.shortcuts?.empty } } },
  play: async () => {
    await userEvent.click(trigger());
    const dialog = await panel('Shortcuts');
    await expect(await within(dialog).findByText('No shortcuts')).toBeInTheDocument();
    await expect(within(dialog).getByText('When you have shortcuts, they will appear here.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { shortcuts: scenarios.shortcuts?.loading } } },
  play: async () => {
    await expect(within(await panel('Shortcuts')).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const LoadError: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { shortcuts: scenarios.shortcuts?.error } } },
  play: async () => {
    await expect(await within(await panel('Shortcuts')).findByRole('alert')).toBeInTheDocument();
  },
};

export const Many: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { shortcuts: scenarios.shortcuts?.many } } },
  play: async () => {
    const dialog = await panel('Shortcuts');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(100));
  },
};

export const LongText: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { shortcuts: scenarios.shortcuts?.longText } } },
  play: async () => {
    const dialog = await panel('Shortcuts');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
  },
};

export const HtmlAttack: Story = {
  args: { defaultOpen: true },
  parameters: { msw: { handlers: { shortcuts: scenarios.shortcuts?.html } } },
  play: async () => {
    const dialog = await panel('Shortcuts');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
    await whenSettled(dialog);
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    await expect(dialog.querySelector('img[onerror], script, a[href^="javascript:"]')).toBeNull();
  },
};

export const Phone: Story = {
  args: { presentation: 'auto', defaultOpen: true },
  globals: { viewport: { value: 'phone' } },
  parameters: { viewport: { defaultViewport: 'phone' }, ...modalA11y },
  play: async () => {
    await panel('Shortcuts');
  },
};

export const Dark: Story = {
  args: { defaultOpen: true },
  parameters: { scheme: 'dark' },
  play: async () => {
    const dialog = await panel('Shortcuts');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(8));
  },
};
