import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it.each(['text', 'circle', 'block'] as const)('renders the %s shape hidden from assistive tech', (shape) => {
    const { container } = render(<Skeleton shape={shape} />);
    const node = container.firstElementChild;
    expect(node).toHaveAttribute('data-shape', shape);
    expect(node).toHaveAttribute('aria-hidden', 'true');
  });
});
