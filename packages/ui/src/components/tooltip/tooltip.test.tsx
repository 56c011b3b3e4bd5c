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

  it('can be controlled', () => {
    render(
      <Tooltip open>
        <TooltipTrigger>Help</TooltipTrigger>
        <TooltipContent>Always on</TooltipContent>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Always on');
  });
});
