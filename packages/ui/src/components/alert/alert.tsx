import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { Icon } from '../icon/icon';

/** Class recipe of Alert. Tinted surfaces keep text at AA contrast in every theme and scheme. */
const alertVariants = cva('relative flex w-full items-start gap-3 rounded-lg border p-4 text-sm', {
  variants: {
    variant: {
      info: 'border-primary/40 bg-primary/5 text-foreground [&_[data-slot=alert-icon]]:text-primary',
      success: 'border-success/40 bg-success/5 text-foreground [&_[data-slot=alert-icon]]:text-success',
      warning: 'border-warning/40 bg-warning/5 text-foreground [&_[data-slot=alert-icon]]:text-warning',
      error: 'border-warn/40 bg-warn/5 text-foreground [&_[data-slot=alert-icon]]:text-warn',
    },
  },
  defaultVariants: { variant: 'info' },
});

const ICONS = {
  info: 'heroicons_outline:information-circle',
  success: 'heroicons_outline:check-circle',
  warning: 'heroicons_outline:exclamation-triangle',
  error: 'heroicons_outline:x-circle',
} as const;

type AlertProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    /** Bold first line. */
    title?: React.ReactNode;
    /** An action at the end (a retry Button, a link). */
    action?: React.ReactNode;
    /** Icon name, `false` for none. Defaults to one per variant. */
    icon?: string | false;
  };

/**
 * A message about the state of the page. Errors use role="alert" (announced at once); the others
 * role="status" (announced politely).
 */
function Alert({ className, variant, title, action, icon, children, ...props }: AlertProps) {
  const tone = variant ?? 'info';
  const iconName = icon === false ? null : (icon ?? ICONS[tone]);
  return (
    <div
      data-slot="alert"
      data-variant={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {iconName ? (
        <span data-slot="alert-icon" className="mt-px">
          <Icon name={iconName} size="md" />
        </span>
      ) : null}
      <div className="min-w-0 flex-1 space-y-1 break-words">
        {title ? <div data-slot="alert-title" className="font-semibold leading-tight">{title}</div> : null}
        {children ? <div data-slot="alert-description" className="text-muted-foreground">{children}</div> : null}
      </div>
      {action ? <div data-slot="alert-action" className="shrink-0 self-center">{action}</div> : null}
    </div>
  );
}

export { Alert, alertVariants, type AlertProps };
