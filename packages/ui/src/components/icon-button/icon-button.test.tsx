import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a button named by its label', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="heroicons_outline:bell" label="Notifications" tooltip={false} onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Notifications' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows its label in a tooltip on keyboard focus', async () => {
    render(<IconButton icon="heroicons_outline:bell" label="Notifications" />);
    await userEvent.setup().tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Notifications');
  });

  it('blocks clicks while loading', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="heroicons_outline:bell" label="Save" loading onClick={onClick} tooltip={false} />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
  });

  it.each(['sm', 'md', 'lg'] as const)('keeps a target of at least 24px at size %s', (size) => {
    render(<IconButton icon="heroicons_outline:bell" label="Bell" size={size} tooltip={false} />);
    expect(screen.getByRole('button').className).toMatch(/size-(8|10|12)/);
  });
});
