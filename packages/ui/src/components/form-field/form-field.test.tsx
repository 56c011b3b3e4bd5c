import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../input/input';
import { FormField, useFormField } from './form-field';

describe('FormField', () => {
  it('labels the control and links the description', () => {
    render(
      <FormField label="Email" description="For receipts">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('For receipts');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('wires the error with aria-invalid, aria-errormessage and aria-describedby', () => {
    render(
      <FormField label="Email" description="For receipts" error="Enter a valid email">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleErrorMessage('Enter a valid email');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
  });

  it.each([undefined, ''])('treats error=%j as valid', (error) => {
    render(
      <FormField label="Name" error={error}>
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox')).not.toBeInvalid();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('passes the props to a render function', () => {
    render(
      <FormField label="Room" required error="Pick one">
        {(control) => <button type="button" {...control} />}
      </FormField>,
    );
    const button = screen.getByRole('button', { name: /Room/ });
    expect(button).toHaveAttribute('aria-required', 'true');
    expect(button).toHaveAttribute('aria-invalid', 'true');
  });

  it('uses a given control id', () => {
    render(
      <FormField label="Name" controlId="guest-name">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox')).toHaveAttribute('id', 'guest-name');
  });

  it('useFormField throws outside a FormField', () => {
    function Probe() {
      useFormField();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('`useFormField` must be used within `<FormField>`');
  });
});

describe('FormField count', () => {
  it('shows a text’s length against its limit and describes the control with it', () => {
    render(
      <FormField label="Notes" description="Seen by housekeeping" count={{ length: 1980, max: 2000 }}>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Notes' });
    expect(input).toHaveAccessibleDescription(/^Seen by housekeeping 1,980 \/ 2,000 characters$/);
    expect(input).not.toHaveAttribute('maxlength');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('keeps the count among the descriptions when the text is over its limit', () => {
    render(
      <FormField label="Notes" count={{ length: 2345, max: 2000 }} error="Notes must be at most 2,000 characters">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Notes' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('2,345 / 2,000 characters Notes must be at most 2,000 characters');
    expect(document.querySelector('[data-slot="character-count"]')).toHaveAttribute('data-state', 'over');
  });
});
