import type * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, RadioGroupItem } from './radio-group';

function Rooms(props: React.ComponentProps<typeof RadioGroup>) {
  return (
    <RadioGroup aria-label="Room" {...props}>
      <RadioGroupItem value="a" aria-label="A" />
      <RadioGroupItem value="b" aria-label="B" />
      <RadioGroupItem value="c" aria-label="C" disabled />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('selects one option at a time', async () => {
    const onValueChange = vi.fn();
    render(<Rooms defaultValue="a" onValueChange={onValueChange} />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'B' }));
    expect(screen.getByRole('radio', { name: 'B' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'A' })).not.toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('b');
  });

  it('skips disabled options', () => {
    render(<Rooms />);
    expect(screen.getByRole('radio', { name: 'C' })).toBeDisabled();
  });
});
