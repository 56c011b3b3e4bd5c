import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './tabs';

function Example(props: Partial<TabsProps>) {
  return (
    <Tabs defaultValue="a" {...props}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="a">A</TabsTrigger>
        <TabsTrigger value="b">B</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Panel A</TabsContent>
      <TabsContent value="b">Panel B</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('switches panels by click and arrow keys', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<Example onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel A');
    await user.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls).toEqual([['b'], ['a']]);
  });

  it.each(['default', 'line'] as const)('exposes the %s variant', (variant) => {
    render(<Example variant={variant} />);
    expect(screen.getByRole('tablist').closest('[data-slot="tabs"]')).toHaveAttribute('data-variant', variant);
  });
});
