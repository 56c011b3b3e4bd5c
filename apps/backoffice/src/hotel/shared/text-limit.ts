import { tooLongMessage } from '@hotel/domain';

/** A typed text against its limit: FormField's `count`, and the API's message once it is over. */
export interface TextLimit {
  /** FormField's `count`: the text's length and its limit. */
  count: { length: number; max: number };
  /** The message of a text over its limit (shown as it is typed or pasted; the save is refused). */
  error: string | undefined;
}

/**
 * A dialog's text with a limit (the API's): counted as it is typed and refused whole once over it,
 * never cut to fit by a `maxLength` attribute.
 */
export function textLimit(label: string, value: string, max: number): TextLimit {
  return { count: { length: value.length, max }, error: value.length > max ? tooLongMessage(label, max) : undefined };
}

/**
 * Whether any of a dialog's texts is over its limit: the dialog then sends nothing. Their messages
 * are already under the fields, live, so they go as the text is made to fit (a refusal's would stay).
 */
export function anyOverLimit(...limits: TextLimit[]): boolean {
  return limits.some((limit) => limit.error !== undefined);
}
