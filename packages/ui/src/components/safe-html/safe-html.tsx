import * as React from 'react';
import { cn } from '../../lib/cn';
import { sanitizeHtml, type SafeHtmlProfile } from './sanitize';

/** Typography for rich documents, scoped to the container so it never leaks. */
const RICH_CLASSES =
  'space-y-3 break-words text-sm leading-relaxed text-foreground [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-hover [&_code]:px-1 [&_code]:font-mono [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_hr]:border-border [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-6 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-hover [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-start [&_ul]:list-disc [&_ul]:ps-6 [&_dt]:font-semibold [&_dd]:ps-4';
const INLINE_CLASSES = '[&_a]:text-primary [&_a]:underline [&_code]:font-mono [&_mark]:bg-warning/30 [&_mark]:text-foreground';

type SafeHtmlProps = Omit<React.HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Untrusted HTML from data. It is sanitised (memoised per html and profile) before it reaches the DOM. */
  html: string | null | undefined;
  /** 'inline' (default) keeps text-level markup for titles; 'rich' allows documents: headings, lists, tables, images. */
  profile?: SafeHtmlProfile;
  /** The element to render. Default `span` for inline, `div` for rich. */
  as?: React.ElementType;
  /** Extra classes for the container. */
  className?: string;
};

/**
 * Renders HTML from data safely. The only component in the repository that sets HTML: DOMPurify with
 * a tag allow-list per profile, links limited to http(s)/mailto/tel/relative, `rel="noopener
 * noreferrer"` on `target=_blank`, no styles, forms, frames, SVG or MathML.
 */
function SafeHtml({ html, profile = 'inline', as, className, ...props }: SafeHtmlProps) {
  const clean = React.useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  const Comp = as ?? (profile === 'rich' ? 'div' : 'span');
  return (
    <Comp
      data-slot="safe-html"
      data-profile={profile}
      className={cn(profile === 'rich' ? RICH_CLASSES : INLINE_CLASSES, className)}
      {...props}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

export { SafeHtml, type SafeHtmlProps };
