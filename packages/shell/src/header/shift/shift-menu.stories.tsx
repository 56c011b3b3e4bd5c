import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { HeaderFrame, modalA11y } from '../testing/story-kit';
import { ShiftMenuView } from './shift-menu-view';

const SHIFTS = ['morning', 'night', '24hrs'] as const;

/** The shift switcher of the header (pure view); `ShiftMenu` remembers the choice per user (Shell/Header/Languages › Change Shift). */
const meta = {
  title: 'Shell/Header/Shift menu',
  component: ShiftMenuView,
  args: { shift: 'morning', shifts: SHIFTS, onShiftChange: fn() },
  render: (args) => (
    <HeaderFrame>
      <ShiftMenuView {...args} />
    </HeaderFrame>
  ),
} satisfies Meta<typeof ShiftMenuView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Morning: the trigger names the shift; the menu offers the three, the current one checked; a choice is reported. */
export const Default: Story = {
  play: async ({ args }) => {
    const trigger = screen.getByRole('button', { name: 'Shift: Morning' });
    await expect(trigger).toHaveTextContent('Morning');
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitemradio', { name: 'Morning' })).toHaveAttribute('aria-checked', 'true');
    await expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Morning', 'Night', '24 Hrs']);
    await userEvent.click(screen.getByRole('menuitemradio', { name: '24 Hrs' }));
    await expect(args.onShiftChange).toHaveBeenCalledWith('24hrs');
  },
};

/** The night shift, by keyboard: Enter opens, the arrows move, Escape closes and focus returns. */
export const Night: Story = {
  args: { shift: 'night' },
  play: async () => {
    const trigger = screen.getByRole('button', { name: 'Shift: Night' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitemradio', { name: 'Night' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(screen.getByRole('button', { name: 'Shift: Night' })).toHaveFocus();
  },
};

/** Compact: the icon alone, the shift still in its name. */
export const Compact: Story = {
  args: { compact: true },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Shift: Morning' })).not.toHaveTextContent('Morning');
  },
};

export const Dark: Story = {
  parameters: { scheme: 'dark', ...modalA11y },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Shift: Morning' }));
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
  },
};
