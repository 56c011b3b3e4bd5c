import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

describe('Card', () => {
  it('composes its parts with data-slot attributes and a heading', () => {
    const { container } = render(
      <Card>
        <CardHeader>
          <CardTitle level={2}>Occupancy</CardTitle>
          <CardDescription>Tonight</CardDescription>
        </CardHeader>
        <CardContent>84%</CardContent>
        <CardFooter>Updated now</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Occupancy' })).toHaveAttribute('data-slot', 'card-title');
    for (const slot of ['card', 'card-header', 'card-description', 'card-content', 'card-footer']) {
      expect(container.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
  });
});
