import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollArea } from './scroll-area';

describe('ScrollArea', () => {
  it('makes the viewport a focusable, named region', () => {
    render(
      <ScrollArea aria-label="Rooms">
        <p>Room 101</p>
      </ScrollArea>,
    );
    const region = screen.getByRole('region', { name: 'Rooms' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveTextContent('Room 101');
  });

  it('forwards the viewport ref', () => {
    const ref = { current: null as HTMLDivElement | null };
    render(
      <ScrollArea viewportRef={ref}>
        <p>x</p>
      </ScrollArea>,
    );
    expect(ref.current).toHaveAttribute('data-slot', 'scroll-area-viewport');
  });

  it('has no region role without a label', () => {
    render(
      <ScrollArea>
        <p>x</p>
      </ScrollArea>,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
