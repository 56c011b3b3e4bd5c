import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { registerIconSets } from '../../icon-sets';
import { getIcon, registerIcons, resetIconLoaders, resetIconSetCache, resetRegisteredIcons, type IconPack } from '../../icons/registry';
import { bell as featherBell } from '../../icons/sets/feather.js';
import { hotel } from '../../icons/sets/material-twotone.js';
import { buildingOffice2, home, key } from '../../icons/sets/heroicons-outline.js';
import { Icon } from './icon';
import { SET_SAMPLES, SET_SAMPLES_PACK } from './icon-set-samples';

/** Two heroicons outline icons as an app ships them: imported one by one, spelled either way. */
const PACK: IconPack = { 'heroicons-outline:building-office-2': buildingOffice2, 'heroicons_outline:key': key };

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'heroicons_outline:home', size: 'lg' },
  argTypes: { size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 48] } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An icon by name, loaded on first use through the opt-in loaders (`registerIconSets()` from
 * `@hotel/ui/icon-sets`, called by Storybook's preview as by the back-office): the placeholder, then
 * the drawing, fetched with the small group of its set it belongs to (at most ~32 KB).
 */
export const Default: Story = {
  beforeEach: () => resetIconSetCache(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('svg[data-state="ready"]')).not.toBeNull());
    await expect(getIcon('heroicons-outline', 'home')).toBeDefined();
  },
};

/**
 * Icons imported one by one (`import { home } from '@hotel/ui/icons/heroicons-outline'`) and passed
 * as `icon`: drawn on the first render, and an app bundles only the icons it imports.
 */
export const ByImport: Story = {
  render: (args) => (
    <ul className="flex flex-col gap-3 text-sm text-foreground">
      {[
        ['heroicons-outline', home],
        ['material-twotone', hotel],
        ['feather', featherBell],
      ].map(([set, icon]) => (
        <li key={set as string} className="flex items-center gap-2">
          <Icon size={args.size} icon={icon as typeof home} />
          <span>imported from @hotel/ui/icons/{set as string}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('[data-slot="icon"]')];
    await expect(icons.map((icon) => icon.getAttribute('data-state'))).toEqual(['ready', 'ready', 'ready']);
  },
};

/**
 * One icon of each set. Its seven icons are registered (copied from their sets, as an app ships
 * its first screen's icons), so the story shows the sets side by side without loading them;
 * Default loads an icon by name for real.
 */
export const Sets: Story = {
  beforeEach: () => {
    resetIconSetCache();
    return () => resetRegisteredIcons();
  },
  decorators: [
    (Story) => {
      registerIcons(SET_SAMPLES_PACK);
      return <Story />;
    },
  ],
  render: (args) => (
    <ul className="grid grid-cols-2 gap-3 text-sm text-foreground sm:grid-cols-4">
      {SET_SAMPLES.map((name) => (
        <li key={name} className="flex items-center gap-2">
          <Icon {...args} name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Ready on the first render: registered icons are never loaded.
    await expect(canvasElement.querySelectorAll('svg[data-state="ready"]')).toHaveLength(SET_SAMPLES.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3 text-foreground">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const WithTitle: Story = {
  args: { name: 'heroicons_outline:bell', title: 'Notifications' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Notifications' })).toBeInTheDocument();
  },
};

export const UnknownName: Story = {
  args: { name: 'heroicons_outline:no-such-icon' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="missing"]')).not.toBeNull());
  },
};

/**
 * Without the opt-in: an app that never calls `registerIconSets()` (from `@hotel/ui/icon-sets`)
 * draws only imported and registered icons; any other name shows the fallback at once, loads
 * nothing, and the console says once per set how to load it. (Storybook opts in, like the back-office.)
 */
export const WithoutLoaders: Story = {
  args: { name: 'material_outline:king-bed', title: 'King bed' },
  beforeEach: () => {
    resetIconLoaders();
    return () => registerIconSets();
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="icon"]')).toHaveAttribute('data-state', 'missing');
    await expect(getIcon('material-outline', 'king-bed')).toBeUndefined();
  },
};

export const UnknownSet: Story = {
  args: { name: 'fontawesome:home', title: 'Home' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="missing"]')).not.toBeNull();
  },
};

/**
 * Icons registered with `registerIcons` draw on the first render, with no placeholder and no
 * request: how an app ships the icons of its first screen (here imported from
 * `@hotel/ui/icons/heroicons-outline`) while loading others by name.
 */
export const Registered: Story = {
  beforeEach: () => {
    resetIconSetCache();
    registerIcons(PACK);
    return () => resetRegisteredIcons();
  },
  render: (args) => (
    <ul className="flex flex-col gap-3 text-sm text-foreground">
      {['heroicons_outline:building-office-2', 'heroicons-outline:key'].map((name) => (
        <li key={name} className="flex items-center gap-2">
          <Icon {...args} name={name} />
          <span>{name}, from the registered pack</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('[data-slot="icon"]')];
    await expect(icons.map((icon) => icon.getAttribute('data-state'))).toEqual(['ready', 'ready']);
  },
};
