import * as React from 'react';
import { cn } from '../../lib/cn';

type TextareaProps = React.ComponentProps<'textarea'> & {
  /** Grows with its content (from `rows` up to `maxRows`) instead of scrolling. */
  autoGrow?: boolean;
  /** With `autoGrow`, the number of lines after which the field scrolls. */
  maxRows?: number;
};

function resize(el: HTMLTextAreaElement, maxRows: number | undefined) {
  el.style.height = 'auto';
  const style = getComputedStyle(el);
  const lineHeight = Number.parseFloat(style.lineHeight) || 20;
  const border = (Number.parseFloat(style.borderTopWidth) || 0) + (Number.parseFloat(style.borderBottomWidth) || 0);
  const padding = (Number.parseFloat(style.paddingTop) || 0) + (Number.parseFloat(style.paddingBottom) || 0);
  const max = maxRows ? maxRows * lineHeight + padding + border : Number.POSITIVE_INFINITY;
  const next = Math.min(el.scrollHeight + border, max);
  el.style.height = `${next}px`;
  el.style.overflowY = el.scrollHeight + border > max ? 'auto' : 'hidden';
}

/** Multi-line text field; invalid through `aria-invalid`; `autoGrow` sizes it to its content. */
function Textarea({ className, autoGrow = false, maxRows, onInput, ref, value, rows = 3, ...props }: TextareaProps) {
  const inner = React.useRef<HTMLTextAreaElement | null>(null);
  const setRef = React.useCallback(
    (el: HTMLTextAreaElement | null) => {
      inner.current = el;
      if (typeof ref === 'function') return ref(el);
      if (ref) ref.current = el;
    },
    [ref],
  );
  React.useLayoutEffect(() => {
    if (autoGrow && inner.current) resize(inner.current, maxRows);
  }, [autoGrow, maxRows, value]);
  return (
    <textarea
      ref={setRef}
      data-slot="textarea"
      data-autogrow={autoGrow || undefined}
      rows={rows}
      value={value}
      className={cn(
        'flex min-h-16 w-full rounded-md border border-border bg-card px-3 py-2 text-sm text-foreground shadow-xs outline-none transition-colors placeholder:text-hint focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-warn aria-invalid:focus-visible:ring-warn/30',
        autoGrow && 'resize-none',
        className,
      )}
      onInput={(event) => {
        onInput?.(event);
        if (autoGrow) resize(event.currentTarget, maxRows);
      }}
      {...props}
    />
  );
}

export { Textarea, type TextareaProps };
