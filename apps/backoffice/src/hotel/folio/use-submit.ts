import { useState } from 'react';
import { fromCents, parseAmountCents } from '@hotel/domain';
import { HttpError } from '@hotel/shell';
import { useHotelText } from '../../i18n/hotel-text';
import { refreshBusinessDate } from '../shared/use-business-date';
import { fieldErrorsOf, messageOf } from '../shared/use-request';

/** State of a dialog's write: busy while it runs, then the server's message and field errors when refused. */
export interface SubmitState {
  busy: boolean;
  /** The refusal's message (the server's own text, in the user's language). */
  error: string | undefined;
  /** Messages per field, in the user's language: the dialog's own checks, then the server's. */
  fields: Record<string, string>;
  /** Shows the dialog's own field messages (nothing is sent); English ones are translated. */
  refuse: (fields: Record<string, string>) => void;
  /** Runs a write; answers its result, or undefined when it was refused (the message is then shown). */
  run: <T>(write: () => Promise<T>) => Promise<T | undefined>;
}

/**
 * One write at a time with the server's answer kept for the dialog, in the user's language; a 409
 * (a day closed meanwhile) asks for the business date again.
 */
export function useSubmit(): SubmitState {
  const { tm } = useHotelText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const refuse = (next: Record<string, string>) => {
    setFields(next);
    setError(undefined);
  };
  const run = async <T,>(write: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(undefined);
    setFields({});
    try {
      return await write();
    } catch (reason) {
      setError(messageOf(reason));
      setFields(fieldErrorsOf(reason) ?? {});
      if (reason instanceof HttpError && reason.status === 409) refreshBusinessDate();
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const translated = Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, tm(message)]));
  return { busy, error: error ? tm(error) : undefined, fields: translated, refuse, run };
}

/** An amount typed in currency units (see parseAmountCents: a point or a comma, the user's grouping): above 0, or undefined. */
export function parseAmount(text: string): number | undefined {
  const cents = parseAmountCents(text);
  return cents !== undefined && cents > 0 ? fromCents(cents) : undefined;
}

/** Marks an English message for the Turkish catalog (its entry is checked); `useSubmit` translates it. */
const t = (text: string): string => text;

/** The message of an amount that parseAmount refuses (English; `useSubmit` shows it translated). */
export const AMOUNT_MESSAGE = t('Enter an amount above 0 with at most 2 decimals');
