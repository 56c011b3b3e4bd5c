import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it.each(['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const)(
    'exposes the %s variant as data-variant',
    (variant) => {
      render(<Button variant={variant}>Go</Button>);
      expect(screen.getByRole('button')).toHaveAttribute('data-variant', variant);
    },
  );

  it('merges className after the variant classes', () => {
    render(<Button className="px-9">Go</Button>);
    const button = screen.getByRole('button');
    expect(button.className).toContain('px-9');
    expect(button.className).not.toContain('px-4');
  });

  it('blocks clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  });

  it('renders its child with asChild', () => {
    render(
      <Button asChild>
        <a href="/rooms">Rooms</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Rooms' })).toHaveAttribute('data-slot', 'button');
  });
});
