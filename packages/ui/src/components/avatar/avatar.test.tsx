import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['cher', 'C'],
    ['  Jean  Paul   Sartre ', 'JS'],
    ['', ''],
  ])('initials of %j are %j', (name, initials) => expect(initialsOf(name)).toBe(initials));

  it('falls back to initials without an image, named for assistive tech', () => {
    render(<Avatar name="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it.each([
    ['online', 'Online'],
    ['away', 'Away'],
    ['busy', 'Busy'],
    ['not-visible', 'Invisible'],
  ] as const)('labels the %s status dot "%s"', (status, label) => {
    render(<Avatar name="Ada Lovelace" status={status} />);
    expect(screen.getByRole('img', { name: label })).toHaveAttribute('data-slot', 'avatar-status');
  });
});
