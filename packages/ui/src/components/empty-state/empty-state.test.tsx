import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('renders a heading, description and action', () => {
    render(<EmptyState icon="heroicons_outline:inbox" title="No messages" description="You are all caught up." action={<button>Compose</button>} level={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No messages' })).toBeInTheDocument();
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compose' })).toBeInTheDocument();
  });

  it('renders only the title when nothing else is given', () => {
    const { container } = render(<EmptyState title="Nothing here" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Nothing here');
  });
});
