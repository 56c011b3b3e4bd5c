import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerIconSets } from '../../icon-sets';
import {
  getIcon,
  loadIcon,
  parseIconName,
  registerIcons,
  resetIconLoaders,
  resetRegisteredIcons,
  type IconData,
} from '../../icons/registry';
import { bell as featherBell } from '../../icons/sets/feather.js';
import { home } from '../../icons/sets/heroicons-outline.js';
import { Icon } from './icon';
import { camelAttribute } from './icon-tree';
import type * as Registry from '../../icons/registry';

// The real registry, with loads by name observed.
vi.mock('../../icons/registry', async (importOriginal) => {
  const actual = await importOriginal<typeof Registry>();
  return { ...actual, loadIcon: vi.fn(actual.loadIcon) };
});

// As the back-office: icons by name load through the opt-in loaders of '@hotel/ui/icon-sets'.
beforeEach(() => {
  resetIconLoaders();
  registerIconSets();
  vi.mocked(loadIcon).mockClear();
});

describe('parseIconName', () => {
  it.each([
    ['heroicons_outline:home', 'heroicons-outline', 'home'],
    ['heroicons-outline:home', 'heroicons-outline', 'home'],
    ['material_twotone:hotel', 'material-twotone', 'hotel'],
    ['home', 'heroicons-outline', 'home'],
    ['nope:home', null, 'home'],
  ])('%s → %s / %s', (full, set, name) => {
    expect(parseIconName(full)).toMatchObject({ set, name });
  });
});

describe('camelAttribute', () => {
  it.each([
    ['stroke-width', 'strokeWidth'],
    ['fill-rule', 'fillRule'],
    ['xlink:href', 'xlinkHref'],
    ['class', 'className'],
    ['d', 'd'],
  ])('%s → %s', (input, expected) => expect(camelAttribute(input)).toBe(expected));
});

describe('Icon', () => {
  it('shows a same-size placeholder while the icon loads by name, then the svg', async () => {
    const { container } = render(<Icon name="heroicons_outline:home" size={32} />);
    const placeholder = container.querySelector('[data-slot="icon"]');
    expect(placeholder).toHaveAttribute('data-state', 'loading');
    expect(placeholder).toHaveStyle({ width: '32px', height: '32px' });
    await waitFor(() => expect(container.querySelector('svg[data-state="ready"]')).not.toBeNull());
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.querySelector('path')?.getAttribute('stroke-width')).toBe('1.5');
  });

  it('is announced as an image when it has a title', async () => {
    render(<Icon name="feather:bell" title="Notifications" />);
    expect(await screen.findByRole('img', { name: 'Notifications' })).toHaveAttribute('data-state', 'ready');
  });

  it.each(['unknown_set:home', 'heroicons_outline:definitely-not-an-icon'])('shows a dashed fallback for %s', async (name) => {
    const { container } = render(<Icon name={name} />);
    await waitFor(() => expect(container.querySelector('[data-state="missing"]')).not.toBeNull());
    expect(container.querySelector('title')?.textContent).toBe(`Unknown icon: ${name}`);
    expect(container.querySelector('rect')).toHaveAttribute('stroke-dasharray', '3 2');
  });

  it('uses the mini set view box of 20', async () => {
    const { container } = render(<Icon name="heroicons_mini:chevron-right" size="sm" />);
    await waitFor(() => expect(container.querySelector('svg[data-state="ready"]')).not.toBeNull());
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 20 20');
    expect(container.querySelector('svg')).toHaveStyle({ width: '16px' });
  });

  it('merges a className onto each state (later utilities win), the same for every icon that shares it', async () => {
    const { container } = render(
      <>
        <Icon name="heroicons_outline:home" className="block text-primary" />
        <Icon name="heroicons_outline:home" className="block text-primary" />
        <Icon name="heroicons_outline:nope" className="block text-primary" />
        <Icon name="heroicons_outline:home" />
      </>,
    );
    const icons = () => [...container.querySelectorAll('[data-slot="icon"]')];
    expect(icons()[0]?.getAttribute('class')).toBe('shrink-0 animate-pulse rounded-sm bg-hover block text-primary');
    expect(icons()[3]?.getAttribute('class')).toBe('inline-block shrink-0 animate-pulse rounded-sm bg-hover');
    await waitFor(() => expect(icons().map((icon) => icon.getAttribute('data-state'))).toEqual(['ready', 'ready', 'missing', 'ready']));
    expect(icons().map((icon) => icon.getAttribute('class'))).toEqual([
      'shrink-0 block text-primary',
      'shrink-0 block text-primary',
      'shrink-0 block text-primary',
      'inline-block shrink-0',
    ]);
  });

  it('icons showing the same glyph render the same paths', async () => {
    const { container } = render(
      <>
        <Icon name="heroicons_outline:home" />
        <Icon name="heroicons_outline:home" size="sm" />
        <Icon name="heroicons_outline:bell" />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('svg[data-state="ready"]')).toHaveLength(3));
    const [a, b, c] = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a).toContain('<path');
  });
});

describe('registered icons', () => {
  afterEach(() => resetRegisteredIcons());

  /** A drawing no set has, so a ready icon shows it came from the pack. */
  const PACKED: IconData = { width: 16, height: 16, nodes: [['path', { d: 'M1 1h14v14H1z', fill: 'currentColor' }]] };

  it("draws @hotel/ui's own frame icons on the first render, without loading them", () => {
    const { container } = render(<Icon name="heroicons_solid:chevron-right" />);
    const svg = container.querySelector('[data-slot="icon"]');
    expect(svg?.getAttribute('data-state')).toBe('ready');
    expect(svg?.querySelector('path')).not.toBeNull();
    expect(loadIcon).not.toHaveBeenCalled();
  });

  it('draws a registered icon on the first render from the pack, and never loads it', async () => {
    registerIcons({ 'heroicons-outline:home': PACKED });
    const { container } = render(<Icon name="heroicons_outline:home" size="sm" title="Home" />);
    const svg = container.querySelector('[data-slot="icon"]');
    expect(svg).toHaveAttribute('data-state', 'ready');
    expect(svg).toHaveAttribute('viewBox', '0 0 16 16');
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M1 1h14v14H1z');
    expect(screen.getByRole('img', { name: 'Home' })).toBe(svg);
    expect(loadIcon).not.toHaveBeenCalled();
    expect(getIcon('heroicons-outline', 'bell')).toBeUndefined();
  });

  it.each([
    ['heroicons_outline:home', 'heroicons-outline:home'],
    ['heroicons-outline:home', 'heroicons_outline:home'],
    ['home', 'heroicons_outline:home'],
    [' Heroicons_Outline:home ', 'home'],
  ])('a pack naming %s draws <Icon name="%s">', (registeredAs, drawnAs) => {
    registerIcons({ [registeredAs]: PACKED });
    const { container } = render(<Icon name={drawnAs} />);
    expect(container.querySelector('[data-slot="icon"]')).toHaveAttribute('data-state', 'ready');
  });

  it('still loads by name an icon of the same set that is not registered', async () => {
    registerIcons({ 'heroicons-outline:home': PACKED });
    const { container } = render(<Icon name="heroicons_outline:bell" />);
    expect(container.querySelector('[data-slot="icon"]')).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(container.querySelector('svg[data-state="ready"]')).not.toBeNull());
    expect(loadIcon).toHaveBeenCalledWith('heroicons-outline', 'bell');
    expect(container.querySelector('path')?.getAttribute('d')).not.toBe('M1 1h14v14H1z');
  });

  it('a name registered again is replaced', () => {
    registerIcons({ 'feather:bell': PACKED });
    registerIcons({ 'feather:bell': { ...PACKED, width: 20, height: 20 } });
    const { container } = render(<Icon name="feather:bell" />);
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 20 20');
  });

  it('refuses a pack naming a set Icon does not know, and registers none of it', () => {
    expect(() => registerIcons({ 'feather:bell': PACKED, 'fontawesome:home': PACKED })).toThrow(
      "registerIcons: 'fontawesome:home' names the set 'fontawesome'; known sets are heroicons-outline,",
    );
    const { container } = render(
      <>
        <Icon name="fontawesome:home" />
        <Icon name="feather:bell" />
      </>,
    );
    expect([...container.querySelectorAll('[data-slot="icon"]')].map((icon) => icon.getAttribute('data-state'))).toEqual(['missing', 'loading']);
  });

  it("forgetting the registered icons keeps @hotel/ui's own", () => {
    registerIcons({ 'heroicons-outline:home': PACKED });
    resetRegisteredIcons();
    const { container } = render(
      <>
        <Icon name="heroicons_outline:home" />
        <Icon name="heroicons_mini:chevron-right" />
      </>,
    );
    expect([...container.querySelectorAll('[data-slot="icon"]')].map((icon) => icon.getAttribute('data-state'))).toEqual(['loading', 'ready']);
  });
});

describe('icons by import', () => {
  it('draws an imported icon on the first render, with no loader at all', () => {
    resetIconLoaders();
    const { container } = render(
      <>
        <Icon icon={home} title="Home" />
        <Icon icon={featherBell} name="feather:bell" size="sm" />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('[data-slot="icon"]')];
    expect(first).toHaveAttribute('data-state', 'ready');
    expect(first).not.toHaveAttribute('data-icon');
    expect(screen.getByRole('img', { name: 'Home' })).toBe(first);
    expect(first?.querySelector('path')).toHaveAttribute('d', home.nodes[0]?.[1].d);
    expect(second).toHaveAttribute('data-icon', 'feather:bell');
    expect(second).toHaveStyle({ width: '16px' });
    expect(loadIcon).not.toHaveBeenCalled();
  });

  it('registers like any pack', () => {
    resetIconLoaders();
    registerIcons({ 'heroicons-outline:home': home });
    const { container } = render(<Icon name="heroicons_outline:home" />);
    expect(container.querySelector('[data-slot="icon"]')).toHaveAttribute('data-state', 'ready');
    resetRegisteredIcons();
  });
});

describe('without the opt-in loaders', () => {
  afterEach(() => vi.restoreAllMocks());

  it('an icon named but neither registered nor loadable is missing at once, with a warning saying how to load it', () => {
    resetIconLoaders();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <>
        <Icon name="material_solid:hotel" />
        <Icon name="material_solid:bed" />
      </>,
    );
    expect([...container.querySelectorAll('[data-slot="icon"]')].map((icon) => icon.getAttribute('data-state'))).toEqual(['missing', 'missing']);
    expect(loadIcon).not.toHaveBeenCalled();
    // Once per set, naming the way out.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Icon material-solid:hotel: not registered, and material-solid has no loader (see registerIconSets in @hotel/ui/icon-sets).');
  });
});
