import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  getLoadedIconSet,
  parseIconName,
  registerIcons,
  resetIconSetCache,
  resetRegisteredIcons,
  type IconPack,
} from '../../icons/registry';
import { Icon } from './icon';
import { SET_SAMPLES, SET_SAMPLES_PACK } from './icon-set-samples';

/** Two heroicons outline icons as an app ships them: copied from the set, spelled either way. */
const PACK: IconPack = {
  'heroicons-outline:building-office-2': {
    width: 24,
    height: 24,
    nodes: [['path', { fill: 'none', stroke: 'currentColor', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'stroke-width': '1.5', d: 'M2.25 21h19.5m-18-18v18m10.5-18v18m6-13.5V21M6.75 6.75h.75m-.75 3h.75m-.75 3h.75m3-6h.75m-.75 3h.75m-.75 3h.75M6.75 21v-3.375c0-.621.504-1.125 1.125-1.125h2.25c.621 0 1.125.504 1.125 1.125V21M3 3h12m-.75 4.5H21m-3.75 3.75h.008v.008h-.008zm0 3h.008v.008h-.008zm0 3h.008v.008h-.008z' }]],
  },
  'heroicons_outline:key': {
    width: 24,
    height: 24,
    nodes: [['path', { fill: 'none', stroke: 'currentColor', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'stroke-width': '1.5', d: 'M15.75 5.25a3 3 0 0 1 3 3m3 0a6 6 0 0 1-7.029 5.912c-.563-.097-1.159.026-1.563.43L10.5 17.25H8.25v2.25H6v2.25H2.25v-2.818c0-.597.237-1.17.659-1.591l6.499-6.499c.404-.404.527-1 .43-1.563A6 6 0 1 1 21.75 8.25' }]],
  },
};

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'heroicons_outline:home', size: 'lg' },
  argTypes: { size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 48] } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon whose set loads on first use (heroicons outline, 128 KB): the placeholder, then the drawing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('svg[data-state="ready"]')).not.toBeNull());
    await expect(getLoadedIconSet('heroicons-outline')).toBeDefined();
  },
};

/**
 * One icon of each set. Its seven icons are registered (copied from their sets, as an app ships
 * its first screen's icons), so the story shows the sets side by side without downloading them
 * (the three Material sets alone are 2.3 MB); Default loads a set for real.
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
    await expect(canvasElement.querySelectorAll('svg[data-state="ready"]')).toHaveLength(SET_SAMPLES.length);
    for (const name of SET_SAMPLES) await expect(getLoadedIconSet(parseIconName(name).set!), `${name}'s set`).toBeUndefined();
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

export const UnknownSet: Story = {
  args: { name: 'fontawesome:home', title: 'Home' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="missing"]')).not.toBeNull();
  },
};

/**
 * Icons registered with `registerIcons` draw on the first render, with no placeholder, and their set
 * is never requested: how an app ships the icons of its first screen with its own code.
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
    await expect(getLoadedIconSet('heroicons-outline')).toBeUndefined();
  },
};
