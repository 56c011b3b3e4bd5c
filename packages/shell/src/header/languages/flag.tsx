import { cn } from '@hotel/ui';
import { flagEmoji } from '../../i18n/languages';

/** A language's flag: the emoji of its country in a rounded chip (no image request). */
export function Flag({ country, className }: { country: string; className?: string }) {
  return (
    <span aria-hidden="true" data-country={country} className={cn('inline-flex h-4 w-6 items-center justify-center overflow-hidden rounded-sm text-base leading-none ring-1 ring-border ring-inset', className)}>
      {flagEmoji(country)}
    </span>
  );
}
