import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs, BreadcrumbLink } from './breadcrumbs';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Hotels', href: '/hotels' },
  { label: 'Grand Palace', href: '/hotels/1' },
  { label: 'Rooms', href: '/hotels/1/rooms' },
  { label: 'Room 101' },
];

describe('Breadcrumbs', () => {
  it('is a named navigation landmark with the last item current', () => {
    render(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
    expect(within(nav).getByText('Room 101')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/hotels');
  });

  it('lets the caller render router links', () => {
    render(
      <Breadcrumbs
        items={items.slice(0, 2)}
        renderLink={(item, { children, ...props }) => (
          <a data-router="yes" href={`#${item.href}`} {...props}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router', 'yes');
  });

  it('collapses the middle beyond maxItems', () => {
    render(<Breadcrumbs items={items} maxItems={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('2 more')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hotels' })).toBeNull();
  });

  it('styles a child link with asChild', () => {
    render(
      <BreadcrumbLink asChild>
        <a href="/x">X</a>
      </BreadcrumbLink>,
    );
    expect(screen.getByRole('link', { name: 'X' })).toHaveAttribute('data-slot', 'breadcrumb-link');
  });
});
