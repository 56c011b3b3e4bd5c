import type * as React from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/** Class recipe of Avatar. */
const avatarVariants = cva('relative inline-flex shrink-0', {
  variants: {
    size: { xs: 'size-6 text-[0.625rem]', sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-base', xl: 'size-20 text-xl' },
  },
  defaultVariants: { size: 'md' },
});

/** Presence of a user; 'not-visible' is shown grey and announced as 'Invisible'. */
type AvatarStatus = 'online' | 'away' | 'busy' | 'not-visible';

const STATUS: Record<AvatarStatus, { label: string; className: string }> = {
  online: { label: 'Online', className: 'bg-success' },
  away: { label: 'Away', className: 'bg-warning' },
  busy: { label: 'Busy', className: 'bg-warn' },
  'not-visible': { label: 'Invisible', className: 'bg-hint' },
};

/** Up to two initials from a name: 'Ada Lovelace' → 'AL', 'cher' → 'C'. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

type AvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name: the image's alt text and the source of the initials fallback; empty for a decorative avatar (hidden from assistive technology). */
    name: string;
    /** Image URL. When missing or broken, initials show instead. */
    src?: string | null;
    /** Presence dot at the bottom end corner. */
    status?: AvatarStatus;
    /** Square with rounded corners instead of a circle. */
    square?: boolean;
  };

/** A user picture with an initials fallback and an optional presence dot. */
function Avatar({ name, src, status, size, square = false, className, ...props }: AvatarProps) {
  const shape = square ? 'rounded-md' : 'rounded-full';
  const statusInfo = status ? STATUS[status] : undefined;
  return (
    <span data-slot="avatar" data-status={status} className={cn(avatarVariants({ size }), className)}>
      <AvatarPrimitive.Root className={cn('flex size-full overflow-hidden bg-hover', shape)} {...props}>
        {src ? <AvatarPrimitive.Image data-slot="avatar-image" src={src} alt={name} className="size-full object-cover" /> : null}
        <AvatarPrimitive.Fallback
          data-slot="avatar-fallback"
          delayMs={src ? 300 : undefined}
          // Without a name the avatar is decoration (as its image's empty alt says): no unnamed image.
          {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
          className={cn('flex size-full items-center justify-center bg-primary-100 font-medium text-primary-900 dark:bg-primary-800 dark:text-primary-50', shape)}
        >
          <span aria-hidden="true">{initialsOf(name)}</span>
        </AvatarPrimitive.Fallback>
      </AvatarPrimitive.Root>
      {statusInfo ? (
        <span
          data-slot="avatar-status"
          role="img"
          aria-label={statusInfo.label}
          title={statusInfo.label}
          className={cn('absolute end-0 bottom-0 block size-[30%] min-h-2 min-w-2 rounded-full ring-2 ring-card', statusInfo.className)}
        />
      ) : null}
    </span>
  );
}

export { Avatar, avatarVariants, initialsOf, type AvatarProps, type AvatarStatus };
