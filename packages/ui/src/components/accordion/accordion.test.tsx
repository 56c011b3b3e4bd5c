import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

function Items() {
  return (
    <>
      <AccordionItem value="a">
        <AccordionTrigger>A</AccordionTrigger>
        <AccordionContent>Alpha</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger>B</AccordionTrigger>
        <AccordionContent>Beta</AccordionContent>
      </AccordionItem>
    </>
  );
}

describe('Accordion', () => {
  it('single: opening one closes the other', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="single" collapsible>
        <Items />
      </Accordion>,
    );
    await user.click(screen.getByRole('button', { name: 'A' }));
    expect(screen.getByRole('region', { name: 'A' })).toHaveTextContent('Alpha');
    await user.click(screen.getByRole('button', { name: 'B' }));
    expect(screen.getByRole('button', { name: 'A' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('multiple: sections open independently', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="multiple">
        <Items />
      </Accordion>,
    );
    await user.click(screen.getByRole('button', { name: 'A' }));
    await user.click(screen.getByRole('button', { name: 'B' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
