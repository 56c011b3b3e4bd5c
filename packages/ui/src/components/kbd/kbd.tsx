import type * as React from 'react';
import { cn } from '../../lib/cn';

type KbdProps = React.ComponentProps<'kbd'> & {
  /** Keys of a chord, rendered as separate caps joined by `separator` (e.g. ['Ctrl', 'K']). Overrides children. */
  keys?: string[];
  /** Text between the keys of a chord. Default '+'. */
  separator?: string;
};

const CAP = 'inline-flex h-5 min-w-5 items-center justify-center rounded border border-border bg-card px-1 font-mono text-[0.75rem] font-medium text-muted-foreground shadow-[0_1px_0_var(--color-border)]';

/** A keyboard key or chord, for shortcut hints. */
function Kbd({ className, keys, separator = '+', children, ...props }: KbdProps) {
  if (keys && keys.length > 0) {
    return (
      <kbd data-slot="kbd" className={cn('inline-flex items-center gap-1 font-sans', className)} {...props}>
        {keys.map((key, index) => (
          <span key={`${key}-${index}`} className="inline-flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true" className="text-hint text-xs">{separator}</span> : null}
            <kbd className={CAP}>{key}</kbd>
          </span>
        ))}
      </kbd>
    );
  }
  return (
    <kbd data-slot="kbd" className={cn(CAP, className)} {...props}>
      {children}
    </kbd>
  );
}

export { Kbd, type KbdProps };
