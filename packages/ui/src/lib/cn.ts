import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes';

/** Joins class names and lets later Tailwind utilities override earlier ones that set the same property. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
