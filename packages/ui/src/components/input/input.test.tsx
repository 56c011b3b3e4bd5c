import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('types text and forwards the ref', async () => {
    let node: HTMLInputElement | null = null;
    render(<Input aria-label="Name" ref={(el) => void (node = el)} />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    expect(screen.getByRole('textbox')).toHaveValue('Ana');
    expect(node).toBe(screen.getByRole('textbox'));
  });

  it('is invalid through aria-invalid', () => {
    render(<Input aria-label="Email" aria-invalid />);
    expect(screen.getByRole('textbox')).toBeInvalid();
  });

  it.each(['sm', 'default', 'lg'] as const)('exposes size %s', (size) => {
    render(<Input aria-label="x" size={size} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('data-size', size);
  });

  it('wraps adornments around the field and pads with logical properties', () => {
    render(<Input aria-label="Rate" startAdornment="€" endAdornment="/night" />);
    const input = screen.getByRole('textbox', { name: 'Rate' });
    expect(input.className).toContain('ps-9');
    expect(input.className).toContain('pe-9');
    expect(screen.getByText('€')).toHaveAttribute('data-slot', 'input-start');
  });
});
