import * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { activeLanguage } from '../../lib/active-language';
import { useUiStrings, type CharacterCountLabels } from '../ui-strings/ui-strings';

/** Where a text stands against its limit: well within, near it (from `NEAR` of it), or over it. */
type CharacterCountState = 'within' | 'near' | 'over';

/** From this share of the limit on, the count is 'near' and a pause in typing announces it. */
const NEAR = 0.8;

/** How long typing must pause before the count is announced (a keystroke never is). */
const ANNOUNCE_AFTER_MS = 1000;

/** The state of `length` characters against a limit of `max`. */
function characterCountState(length: number, max: number): CharacterCountState {
  return length > max ? 'over' : length >= max * NEAR ? 'near' : 'within';
}

/** Class recipe of CharacterCount, by state. */
const characterCountVariants = cva('text-xs tabular-nums', {
  variants: {
    state: {
      within: 'text-muted-foreground',
      near: 'font-medium text-foreground',
      over: 'font-medium text-warn',
    },
  },
  defaultVariants: { state: 'within' },
});

type CharacterCountProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** Characters in the control now. */
  length: number;
  /** The most the control takes: the limit shown, never enforced by cutting what is typed or pasted. */
  max: number;
  /** Language of the numbers (default: the active language). */
  language?: string;
  /** Texts in another language. */
  labels?: Partial<CharacterCountLabels>;
};

const numberIn = (language: string | undefined) => {
  const format = new Intl.NumberFormat(language ?? activeLanguage());
  return (value: number) => format.format(value);
};

/**
 * A text's length against its limit, `1,980 / 2,000 characters`, in the warn colour once over it.
 * Put its id in the control's `aria-describedby` (FormField's `count` does both) and pair it with a
 * CharacterCountStatus, which tells a screen reader the count when typing pauses.
 */
function CharacterCount({ length, max, language, labels, className, ...props }: CharacterCountProps) {
  const strings = useUiStrings('characterCount');
  const state = characterCountState(length, max);
  const format = numberIn(language);
  return (
    <span data-slot="character-count" data-state={state} className={cn(characterCountVariants({ state }), className)} {...props}>
      {(labels?.count ?? strings.count)(format(length), format(max))}
    </span>
  );
}

/** A value once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type CharacterCountStatusProps = Omit<React.ComponentProps<'span'>, 'children' | 'role'> & {
  /** Characters in the control now. */
  length: number;
  /** The most the control takes. */
  max: number;
  /** Language of the numbers (default: the active language). */
  language?: string;
  /** Texts in another language. */
  labels?: Partial<CharacterCountLabels>;
  /** How long typing must pause before the count is announced, in ms. */
  delay?: number;
};

/**
 * A polite live region (visually hidden) that tells a screen reader how many characters are left
 * once typing pauses near the limit, or how many are too many over it; silent well within the
 * limit and while typing goes on, so no keystroke is announced.
 */
function CharacterCountStatus({ length, max, language, labels, delay = ANNOUNCE_AFTER_MS, className, ...props }: CharacterCountStatusProps) {
  const strings = useUiStrings('characterCount');
  const settled = useSettled(length, delay);
  const state = characterCountState(settled, max);
  const format = numberIn(language);
  const message =
    state === 'over' ? (labels?.over ?? strings.over)(format(settled - max)) : state === 'near' ? (labels?.left ?? strings.left)(format(max - settled)) : '';
  return (
    <span role="status" data-slot="character-count-status" className={cn('sr-only', className)} {...props}>
      {message}
    </span>
  );
}

export {
  CharacterCount,
  characterCountState,
  CharacterCountStatus,
  characterCountVariants,
  type CharacterCountLabels,
  type CharacterCountProps,
  type CharacterCountState,
  type CharacterCountStatusProps,
};
