import type { Meta, StoryObj } from '@storybook/react-vite';
import { shiftPaths } from '@hotel/domain';
import { expect, within } from 'storybook/test';
import { WithFixture } from '../../folio/story-fixtures';
import { screenOf } from '../../shared/story-helpers';
import { RegisterScreen } from '../register/register-screen';

const miniMart = screenOf('/pos/sales', 'pos');

/** The till's shift line (shift-status.tsx) in the till's header. */
const meta = {
  title: 'App/Hotel/Pos/Shift/Till',
  component: RegisterScreen,
  args: { screen: miniMart },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };

/** The cashier has a shift open: its number and since when, linking to the Cashier Shift screen. */
export const ShiftOpen: Story = {
  render: (args) => (
    <WithFixture name="till-shift" make={(client) => client.post(shiftPaths.open, { float: 80 })}>
      {() => <RegisterScreen {...args} />}
    </WithFixture>
  ),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /^Shift SHF-00001 · since \d\d:\d\d$/ }, LOAD);
    await expect(link).toHaveAttribute('href', '/pos/shift');
  },
};

/** No shift open: the till asks to open one before taking payment (it still sells). */
export const NoShift: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Open a shift' }, LOAD);
    await expect(link).toHaveAttribute('href', '/pos/shift');
    await expect(canvasElement.querySelector('[data-slot="till-shift"]')).toHaveTextContent('No shift open: sales count to no shift.');
  },
};
