import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Separator } from './separator';

describe('Separator', () => {
  it('is decorative by default', () => {
    render(<Separator />);
    expect(screen.queryByRole('separator')).toBeNull();
  });
  it.each(['horizontal', 'vertical'] as const)('announces a %s semantic separator', (orientation) => {
    render(<Separator decorative={false} orientation={orientation} />);
    expect(screen.getByRole('separator')).toHaveAttribute('data-orientation', orientation);
  });
});
