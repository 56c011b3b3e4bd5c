import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateDivider } from './date-divider';

describe('DateDivider', () => {
  it.each([
    ['en-US', 'April 26, 2021'],
    ['tr', '26 Nisan 2021'],
  ])('labels the day in %s', (locale, label) => {
    render(<DateDivider date={new Date(2021, 3, 26, 10)} locale={locale} />);
    expect(screen.getByText(label).tagName).toBe('TIME');
  });

  it('keeps a machine-readable date under a custom label', () => {
    render(<DateDivider date={new Date(Date.UTC(2021, 3, 26, 12))} label="Today" />);
    expect(screen.getByText('Today')).toHaveAttribute('dateTime', '2021-04-26');
  });

  it('renders nothing for an invalid date', () => {
    const { container } = render(<DateDivider date="not a date" />);
    expect(container).toBeEmptyDOMElement();
  });
});
