import type * as React from 'react';
import { cn } from '../../lib/cn';

/** A surface grouping related content. Compose with CardHeader, CardTitle, CardDescription, CardContent and CardFooter. */
function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('flex flex-col gap-4 rounded-xl border border-border bg-card py-5 text-foreground shadow-sm', className)}
      {...props}
    />
  );
}

/** The top of a card: title, description and an optional action aligned to the end. */
function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1 px-5', className)} {...props} />;
}

type CardTitleProps = React.ComponentProps<'h3'> & {
  /** Heading level, so the card fits the page outline. Default 3. */
  level?: 2 | 3 | 4 | 5 | 6;
};

/** The card's heading. */
function CardTitle({ className, level = 3, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading data-slot="card-title" className={cn('text-base font-semibold leading-tight', className)} {...props} />;
}

/** Secondary text under the title. */
function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The card's body. */
function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />;
}

/** Actions or totals at the bottom of a card. */
function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex flex-wrap items-center gap-2 px-5', className)} {...props} />;
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type CardTitleProps };
