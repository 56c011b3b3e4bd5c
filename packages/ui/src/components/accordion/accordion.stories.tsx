import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const faqs = [
  { q: 'When is check-in?', a: 'From 15:00. Early check-in depends on availability.' },
  { q: 'Is breakfast included?', a: 'Only on rates marked “with breakfast”.' },
  { q: 'Can guests bring pets?', a: 'Dogs up to 10 kg, 20 EUR per night.' },
];

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true },
  render: (args) => (
    <Accordion {...args} className="max-w-lg">
      {faqs.map((f) => (
        <AccordionItem key={f.q} value={f.q}>
          <AccordionTrigger>{f.q}</AccordionTrigger>
          <AccordionContent>{f.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'When is check-in?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'When is check-in?' })).toHaveTextContent('From 15:00');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Is breakfast included?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Multiple: Story = {
  args: { type: 'multiple' } as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'When is check-in?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Can guests bring pets?' }));
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = {
  args: { dir: 'rtl', defaultValue: faqs[0]?.q },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
