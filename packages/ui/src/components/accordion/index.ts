export { Accordion, AccordionContent, AccordionItem, AccordionTrigger, type AccordionProps } from './accordion';
