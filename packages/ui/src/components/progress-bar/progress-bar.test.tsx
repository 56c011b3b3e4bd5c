import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_RANGE_MESSAGE, ProgressBar } from './progress-bar';

afterEach(() => vi.restoreAllMocks());

describe('ProgressBar', () => {
  it('exposes a determinate value', () => {
    render(<ProgressBar value={40} label="Upload" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('data-state', 'loading');
  });

  it('is indeterminate without a value', () => {
    render(<ProgressBar />);
    const bar = screen.getByRole('progressbar');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
  });

  it.each([-1, 101, Number.NaN, Infinity])('logs and ignores %s, keeping the last valid value', (bad) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(<ProgressBar value={30} />);
    rerender(<ProgressBar value={bad} />);
    expect(error).toHaveBeenCalledWith(PROGRESS_RANGE_MESSAGE);
    expect(PROGRESS_RANGE_MESSAGE).toBe('Progress value must be between 0 and 100!');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
  });

  it.each([0, 100])('accepts the bound %i without logging', (value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ProgressBar value={value} />);
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(value));
  });
});
