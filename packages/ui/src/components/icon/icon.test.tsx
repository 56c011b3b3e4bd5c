import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseIconName, resetIconSetCache } from '../../icons/registry';
import { Icon } from './icon';
import { camelAttribute } from './icon-tree';

beforeEach(() => resetIconSetCache());

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
  it('shows a same-size placeholder while the set loads, then the svg', async () => {
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

describe('bundled frame icons', () => {
  it('draws a bundled icon on the first render, without loading its set', () => {
    const { container } = render(<Icon name="heroicons_solid:chevron-right" />);
    const svg = container.querySelector('[data-slot="icon"]');
    expect(svg?.getAttribute('data-state')).toBe('ready');
    expect(svg?.querySelector('path')).not.toBeNull();
  });

  it('still loads the set for an icon of the same set that is not bundled', () => {
    const { container } = render(<Icon name="heroicons_solid:home" />);
    expect(container.querySelector('[data-slot="icon"]')?.getAttribute('data-state')).toBe('loading');
  });
});
