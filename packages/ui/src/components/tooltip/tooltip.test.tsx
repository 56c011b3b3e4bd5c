import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

describe('Tooltip', () => {
  it('opens on focus and closes on Escape, keeping focus on the trigger', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Tooltip onOpenChange={onOpenChange}>
        <TooltipTrigger>Help</TooltipTrigger>
        <TooltipContent>Opens the guide</TooltipContent>
      </Tooltip>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Opens the guide');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('can be controlled', async () => {
    render(
      <Tooltip open>
        <TooltipTrigger>Help</TooltipTrigger>
        <TooltipContent>Always on</TooltipContent>
      </Tooltip>,
    );
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Always on');
  });

  it('is the bare trigger until a mouse hovers it, then shows on hover', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button">Audit</button>
        </TooltipTrigger>
        <TooltipContent>Closes the day</TooltipContent>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Audit' });
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(trigger).toHaveAttribute('data-slot', 'tooltip-trigger');
    expect(document.querySelector('[data-slot="tooltip-content"]')).toBeNull();
    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Closes the day');
    expect(screen.getByRole('button', { name: 'Audit' })).toHaveAttribute('aria-describedby');
  });

  it('throws when a part is used outside Tooltip', () => {
    expect(() => render(<TooltipTrigger>Lost</TooltipTrigger>)).toThrow('`TooltipTrigger` must be used within `<Tooltip>`');
  });
});
