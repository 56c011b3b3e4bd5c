import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('accepts multi-line input', async () => {
    render(<Textarea aria-label="Notes" />);
    await userEvent.setup().type(screen.getByRole('textbox'), 'a{Enter}b');
    expect(screen.getByRole('textbox')).toHaveValue('a\nb');
  });

  it('sets an explicit height when auto-grow is on and not otherwise', async () => {
    const { rerender } = render(<Textarea aria-label="Notes" autoGrow />);
    await userEvent.setup().type(screen.getByRole('textbox'), 'x');
    expect(screen.getByRole('textbox').style.height).toMatch(/px$/);
    expect(screen.getByRole('textbox')).toHaveAttribute('data-autogrow', 'true');
    rerender(<Textarea aria-label="Notes" />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('data-autogrow');
  });

  it('forwards object refs', () => {
    const ref = { current: null as HTMLTextAreaElement | null };
    render(<Textarea aria-label="Notes" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});
