import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('toggles with click, Space and Enter', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    render(<Switch aria-label="Wi-Fi" onCheckedChange={onCheckedChange} />);
    const sw = screen.getByRole('switch', { name: 'Wi-Fi' });
    await user.click(sw);
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
    expect(sw).toHaveAttribute('data-state', 'checked');
  });

  it.each(['default', 'sm'] as const)('exposes size %s', (size) => {
    render(<Switch aria-label="x" size={size} />);
    expect(screen.getByRole('switch')).toHaveAttribute('data-size', size);
  });
});
