import type { ReactNode } from 'react';
import { Input } from '@hotel/ui';
import { useTextLimit } from './text-limit';

export interface LimitedInputProps {
  /** The field's accessible name (an inline field has no visible label). */
  label: string;
  value: string;
  /** The most characters the field takes: shown near it, never cut; a text over it is marked invalid. */
  max: number;
  onValueChange: (value: string) => void;
  /** Saves in place: Enter or leaving the field (an inline rename). Leave out inside a form, whose submit saves. */
  onCommit?: () => void;
  placeholder?: string;
  /** Under the field, after its count (a hint such as a label's slug). */
  children?: ReactNode;
}

/** A one-line text field with its limit (`useTextLimit`), for inline names: a label, a list's title. */
export function LimitedInput({ label, value, max, onValueChange, onCommit, placeholder, children }: LimitedInputProps) {
  const limit = useTextLimit(value, max);
  return (
    <div className="min-w-0 flex-1">
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={value}
        aria-invalid={limit.over || undefined}
        aria-describedby={limit.describedBy}
        onChange={(e) => onValueChange(e.target.value)}
        onBlur={onCommit}
        onKeyDown={
          onCommit &&
          ((e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onCommit();
            }
          })
        }
      />
      {limit.view}
      {children}
    </div>
  );
}
