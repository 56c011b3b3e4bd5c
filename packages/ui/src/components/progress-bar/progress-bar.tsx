import * as React from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';
import { useUiStrings } from '../ui-strings/ui-strings';

/** The message logged (console.error) for a value outside 0..100; the value is then ignored. */
const PROGRESS_RANGE_MESSAGE = 'Progress value must be between 0 and 100!';

type ProgressBarProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max' | 'children'> & {
  /** Percent done, 0..100. `null`/`undefined` shows an indeterminate bar. A value outside 0..100 is logged and ignored (the last valid value stays). */
  value?: number | null;
  /** Accessible name of the bar. Default 'Progress'. */
  label?: string;
  /** Bar height: 'sm' 2 px (page loading bar), 'md' 8 px. Default 'md'. */
  size?: 'sm' | 'md';
};

function isValidProgress(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

/** A determinate (0..100) or indeterminate progress bar (Radix Progress). */
function ProgressBar({ value, label: labelProp, size = 'md', className, ...props }: ProgressBarProps) {
  const strings = useUiStrings('progressBar');
  const label = labelProp ?? strings.label;
  const indeterminate = value === null || value === undefined;
  const valid = isValidProgress(value);
  const [shown, setShown] = React.useState(valid ? value : 0);
  if (valid && value !== shown) setShown(value);

  React.useEffect(() => {
    if (!indeterminate && !valid) console.error(PROGRESS_RANGE_MESSAGE);
  }, [value, indeterminate, valid]);

  return (
    <ProgressPrimitive.Root
      data-slot="progress-bar"
      data-state={indeterminate ? 'indeterminate' : shown >= 100 ? 'complete' : 'loading'}
      aria-label={label}
      value={indeterminate ? null : shown}
      max={100}
      className={cn('relative w-full overflow-hidden rounded-full bg-primary/20', size === 'sm' ? 'h-0.5' : 'h-2', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-bar-indicator"
        className={cn(
          'h-full bg-primary transition-[width] duration-300 ease-out',
          indeterminate && 'absolute inset-y-0 w-1/3 animate-progress-indeterminate motion-reduce:animate-none motion-reduce:w-full motion-reduce:opacity-60',
        )}
        style={indeterminate ? undefined : { width: `${shown}%` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { ProgressBar, PROGRESS_RANGE_MESSAGE, type ProgressBarProps };
