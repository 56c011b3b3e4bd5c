import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with click and Space', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox aria-label="Agree" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it.each([
    [true, 'true', 'checked'],
    [false, 'false', 'unchecked'],
    ['indeterminate', 'mixed', 'indeterminate'],
  ] as const)('checked=%s is announced as aria-checked=%s', (checked, aria, state) => {
    render(<Checkbox aria-label="x" checked={checked} />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-checked', aria);
    expect(box).toHaveAttribute('data-state', state);
  });

  it('does not toggle when disabled', async () => {
    render(<Checkbox aria-label="x" disabled />);
    await userEvent.setup().click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
