import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CharacterCount, characterCountState, CharacterCountStatus } from './character-count';

describe('CharacterCount', () => {
  it.each([
    [0, 'within'],
    [1599, 'within'],
    [1600, 'near'],
    [2000, 'near'],
    [2001, 'over'],
  ] as const)('%i of 2,000 characters is %s', (length, state) => {
    expect(characterCountState(length, 2000)).toBe(state);
    render(<CharacterCount length={length} max={2000} language="en" />);
    expect(document.querySelector('[data-slot="character-count"]')).toHaveAttribute('data-state', state);
  });

  it('shows the length and the limit in the language given', () => {
    const { rerender } = render(<CharacterCount length={1980} max={2000} language="en" />);
    expect(screen.getByText('1,980 / 2,000 characters')).toBeInTheDocument();
    rerender(<CharacterCount length={1980} max={2000} language="tr" />);
    expect(screen.getByText('1.980 / 2.000 characters')).toBeInTheDocument();
    rerender(<CharacterCount length={3} max={10} labels={{ count: (length, max) => `${length} / ${max} karakter` }} />);
    expect(screen.getByText('3 / 10 karakter')).toBeInTheDocument();
  });
});

describe('CharacterCountStatus', () => {
  afterEach(() => vi.useRealTimers());

  it('is a polite status that stays silent while typing goes on and well within the limit', () => {
    vi.useFakeTimers();
    const { rerender } = render(<CharacterCountStatus length={10} max={100} language="en" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    // Typing towards the limit: each keystroke restarts the pause, nothing is announced.
    for (let length = 79; length <= 95; length++) {
      rerender(<CharacterCountStatus length={length} max={100} language="en" />);
      act(() => vi.advanceTimersByTime(300));
      expect(status).toHaveTextContent('');
    }
    act(() => vi.advanceTimersByTime(1000));
    expect(status).toHaveTextContent('5 characters left');
  });

  it('announces how many characters are too many once a paste over the limit settles', () => {
    vi.useFakeTimers();
    const { rerender } = render(<CharacterCountStatus length={0} max={2000} language="en" />);
    rerender(<CharacterCountStatus length={10_000} max={2000} language="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('8,000 characters too many');
    rerender(<CharacterCountStatus length={2001} max={2000} language="en" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('1 character too many');
  });
});
