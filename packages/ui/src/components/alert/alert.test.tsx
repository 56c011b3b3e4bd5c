import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'status'],
    ['error', 'alert'],
  ] as const)('the %s variant has role %s', (variant, role) => {
    render(<Alert variant={variant} title="Heads up">Body</Alert>);
    expect(screen.getByRole(role)).toHaveAttribute('data-variant', variant);
  });

  it('renders title, description and a working action', async () => {
    const retry = vi.fn();
    render(
      <Alert variant="error" title="Could not load bookings" action={<button onClick={retry}>Retry</button>}>
        The server did not answer.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load bookings');
    expect(screen.getByText('The server did not answer.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('can omit the icon', () => {
    const { container } = render(<Alert icon={false} title="No icon" />);
    expect(container.querySelector('[data-slot="alert-icon"]')).toBeNull();
  });
});
