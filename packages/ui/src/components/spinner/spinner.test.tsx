import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a label', () => {
    render(<Spinner label="Loading rooms" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading rooms');
  });
  it('is hidden when decorative', () => {
    render(<Spinner label={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
