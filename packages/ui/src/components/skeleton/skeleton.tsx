import type * as React from 'react';
import { cn } from '../../lib/cn';

type SkeletonProps = React.ComponentProps<'div'> & {
  /** Shape preset: a text line, a circle (avatars) or a block (cards, images). Default 'block'. */
  shape?: 'text' | 'circle' | 'block';
};

const SHAPES = { text: 'h-4 w-full rounded', circle: 'size-10 rounded-full', block: 'h-24 w-full rounded-md' } as const;

/** A pulsing placeholder with the size of content that is loading. Hidden from assistive tech; mark the region busy instead. */
function Skeleton({ className, shape = 'block', ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      data-shape={shape}
      aria-hidden="true"
      className={cn('animate-pulse bg-hover motion-reduce:animate-none', SHAPES[shape], className)}
      {...props}
    />
  );
}

export { Skeleton, type SkeletonProps };
