import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@hotel/ui';
import type { Faq } from '../api/help-center';

/** Props of FaqList. */
export interface FaqListProps {
  /** The questions and answers. */
  faqs: Faq[];
}

/** FAQs as expansion panels; an answer's blank lines become paragraphs. */
export function FaqList({ faqs }: FaqListProps) {
  return (
    <Accordion type="multiple" className="rounded-lg bg-card shadow-sm">
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id} className="px-4">
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>
            <div className="grid gap-3 text-muted-foreground">
              {faq.answer.split(/\n\s*\n/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/** FAQs whose question or answer contains the text (case-insensitive). */
export function filterFaqs(faqs: Faq[], text: string): Faq[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return faqs;
  return faqs.filter((f) => f.question.toLocaleLowerCase().includes(needle) || f.answer.toLocaleLowerCase().includes(needle));
}
