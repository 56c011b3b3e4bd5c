import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Label } from './label';

describe('Label', () => {
  it('names its control and focuses it on click', async () => {
    render(
      <>
        <Label htmlFor="n">Name</Label>
        <input id="n" />
      </>,
    );
    await userEvent.setup().click(screen.getByText('Name'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('shows a required marker hidden from assistive tech', () => {
    render(
      <Label htmlFor="n" required>
        Name
      </Label>,
    );
    const marker = screen.getByText('*');
    expect(marker).toHaveAttribute('aria-hidden', 'true');
  });
});
