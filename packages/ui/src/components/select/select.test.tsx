import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

function RoomSelect(props: { onValueChange?: (v: string) => void; defaultOpen?: boolean; disabled?: boolean }) {
  return (
    <Select {...props}>
      <SelectTrigger aria-label="Room type">
        <SelectValue placeholder="Pick one" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="single">Single</SelectItem>
        <SelectItem value="suite">Suite</SelectItem>
      </SelectContent>
    </Select>
  );
}

describe('Select', () => {
  it('shows the placeholder until a value is chosen', () => {
    render(<RoomSelect />);
    expect(screen.getByRole('combobox', { name: 'Room type' })).toHaveTextContent('Pick one');
  });

  it('renders the options in a portal when open and reports a choice', async () => {
    const onValueChange = vi.fn();
    render(<RoomSelect defaultOpen onValueChange={onValueChange} />);
    const option = await screen.findByRole('option', { name: 'Suite' });
    expect(document.body).toContainElement(option);
    await userEvent.setup().click(option);
    expect(onValueChange).toHaveBeenCalledWith('suite');
  });

  it('is disabled when asked', () => {
    render(<RoomSelect disabled />);
    expect(screen.getByRole('combobox')).toBeDisabled();
  });
});
