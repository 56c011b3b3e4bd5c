import { createContext, use, type ReactNode } from 'react';
import type { SignedInResults, WidgetKey } from './signed-in-data';

export interface SignedInContextValue {
  /** Each widget's data or error (null for a guest on an open page). */
  results: SignedInResults | null;
  /** Re-fetches one widget after it failed. */
  retry: (key: WidgetKey) => void;
  /** Keys being re-fetched. */
  retrying: ReadonlySet<WidgetKey>;
}

const SignedInContext = createContext<SignedInContextValue | null>(null);

export function SignedInProvider({ value, children }: { value: SignedInContextValue; children?: ReactNode }) {
  return <SignedInContext value={value}>{children}</SignedInContext>;
}

/** The signed-in area's data; throws outside the app frame. */
export function useSignedInData(): SignedInContextValue {
  const value = use(SignedInContext);
  if (!value) throw new Error('useSignedInData must be used inside the app frame.');
  return value;
}
