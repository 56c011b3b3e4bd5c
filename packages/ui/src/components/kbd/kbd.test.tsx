import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Kbd } from './kbd';

describe('Kbd', () => {
  it('renders a single key', () => {
    const { container } = render(<Kbd>Esc</Kbd>);
    expect(container.querySelector('kbd')).toHaveTextContent('Esc');
  });
  it('renders a chord as nested keys', () => {
    const { container } = render(<Kbd keys={['Ctrl', 'Shift', 'K']} />);
    expect(container.querySelectorAll('kbd kbd')).toHaveLength(3);
    expect(container.firstElementChild).toHaveTextContent('Ctrl+Shift+K');
  });
});
