import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Icon } from '../icon/icon';

type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** Icon name shown large above the title. */
  icon?: string;
  /** What is empty ("No messages"). */
  title: React.ReactNode;
  /** Why, or what to do next. */
  description?: React.ReactNode;
  /** A call to action (a Button). */
  action?: React.ReactNode;
  /** Heading level of the title. Default 3. */
  level?: 2 | 3 | 4;
};

/** Shown when a list, search or panel has nothing to show, with a way forward. */
function EmptyState({ icon, title, description, action, level = 3, className, ...props }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-3 px-4 py-10 text-center', className)}
      {...props}
    >
      {icon ? (
        <span className="flex size-14 items-center justify-center rounded-full bg-hover text-hint">
          <Icon name={icon} size="xl" />
        </span>
      ) : null}
      <Heading className="text-base font-semibold text-foreground">{title}</Heading>
      {description ? <p className="max-w-sm text-sm text-muted-foreground text-balance">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

export { EmptyState, type EmptyStateProps };
