import { useId } from 'react';
import { CharacterCount, characterCountState, CharacterCountStatus } from '@hotel/ui';

/** Whether a text is over its limit (counted as the API counts it: characters, untrimmed). */
export const overLimit = (text: string, max: number): boolean => text.length > max;

/** The message of a text over its limit: `Label is too long: at most 60 characters.` */
export const tooLongMessage = (what: string, max: number): string =>
  `${what} is too long: at most ${max.toLocaleString('en-US')} characters.`;

/**
 * A limit for a control without a FormField (an inline rename, a chat composer): `describedBy` goes
 * on the control, `view` under it. The count shows once the text is near or over the limit (an
 * inline field has no room for it all the time), and a screen reader hears it when typing pauses.
 * The control never cuts what is typed or pasted: refuse a text over the limit with `overLimit`.
 */
export function useTextLimit(text: string, max: number) {
  const id = useId();
  const shown = characterCountState(text.length, max) !== 'within';
  return {
    /** For the control's `aria-describedby`: the count's id while it is shown. */
    describedBy: shown ? id : undefined,
    /** Whether the text is over the limit (refuse it, and mark the control invalid). */
    over: overLimit(text, max),
    /** The count and its announcement. */
    view: (
      <>
        {shown ? <CharacterCount id={id} length={text.length} max={max} /> : null}
        <CharacterCountStatus length={text.length} max={max} />
      </>
    ),
  };
}
