import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it.each(['default', 'secondary', 'outline', 'success', 'warning', 'destructive', 'muted'] as const)('exposes the %s variant', (variant) => {
    render(<Badge variant={variant}>Paid</Badge>);
    expect(screen.getByText('Paid')).toHaveAttribute('data-variant', variant);
  });

  it.each([
    [3, '3'],
    [99, '99'],
    [100, '99+'],
  ])('shows a count of %i as %s', (count, text) => {
    render(<Badge count={count} />);
    expect(screen.getByText(text)).toHaveAttribute('data-count', String(count));
  });

  it('renders nothing for zero unless showZero', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('announces a count label instead of the bare number', () => {
    render(<Badge count={120} max={9} countLabel={(n) => `${n} unread messages`} />);
    expect(screen.getByText('120 unread messages')).toHaveClass('sr-only');
    expect(screen.getByText('9+')).toHaveAttribute('aria-hidden', 'true');
  });
});
