import * as React from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn';
import { CharacterCount, CharacterCountStatus, type CharacterCountLabels } from '../character-count/character-count';
import { Label } from '../label/label';

/** Accessibility props a FormField hands to its control. */
type FormFieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
  'aria-required'?: true;
};

type FormFieldContextValue = {
  /** Id of the control (the label's `htmlFor`). */
  id: string;
  /** Id of the description element, when there is one. */
  descriptionId?: string;
  /** Id of the error message element, when there is an error. */
  errorId?: string;
  /** Whether the field currently shows an error. */
  invalid: boolean;
  /** Whether the field is required. */
  required: boolean;
  /** Props to spread on the control element. */
  controlProps: FormFieldControlProps;
};

const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

/** The ids and a11y props of the enclosing FormField. Throws outside one. */
function useFormField(): FormFieldContextValue {
  const ctx = React.useContext(FormFieldContext);
  if (!ctx) throw new Error('`useFormField` must be used within `<FormField>`');
  return ctx;
}

type FormFieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Visible label text of the field. */
  label: React.ReactNode;
  /** Help text under the label, linked to the control with `aria-describedby`. */
  description?: React.ReactNode;
  /** Error message; when set the control gets `aria-invalid` and `aria-errormessage`. Pass `errors.x?.message`. */
  error?: React.ReactNode;
  /** Marks the label with `*` and sets `aria-required` on the control. */
  required?: boolean;
  /** Id for the control; generated when omitted. */
  controlId?: string;
  /**
   * A text control's limit: a count under the control (`12 / 120 characters`, part of its
   * description) and a polite announcement of it once typing pauses near or over the limit. Leave
   * `maxLength` off the control (it cuts typed and pasted text silently) and pass the message of a
   * text over the limit as `error`. `labels` words the count in another language.
   */
  count?: { length: number; max: number; labels?: Partial<CharacterCountLabels> };
  /** Dims the label; disable the control itself too. */
  disabled?: boolean;
  /**
   * The control. An element (`<Input {...register('x')} />`) receives the id and aria props
   * automatically; a function receives them for controls whose focusable element is nested
   * (Controller + Select: `{(field) => <SelectTrigger {...field}>…}`).
   */
  children: React.ReactElement | ((control: FormFieldControlProps) => React.ReactNode);
};

/**
 * A labelled form field: label, optional description, the control, and an error message wired
 * with `aria-describedby`, `aria-invalid` and `aria-errormessage`. Works with react-hook-form.
 */
function FormField({
  label,
  description,
  error,
  required = false,
  count,
  controlId,
  disabled = false,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generated = React.useId();
  const id = controlId ?? `field-${generated}`;
  const hasError = error != null && error !== false && error !== '';
  const descriptionId = description != null ? `${id}-description` : undefined;
  const countId = count ? `${id}-count` : undefined;
  const errorId = hasError ? `${id}-error` : undefined;
  const describedBy = [descriptionId, countId, errorId].filter(Boolean).join(' ') || undefined;
  const value = React.useMemo<FormFieldContextValue>(() => {
    const controlProps: FormFieldControlProps = {
      id,
      'aria-describedby': describedBy,
      'aria-invalid': hasError ? true : undefined,
      'aria-errormessage': errorId,
      'aria-required': required ? true : undefined,
    };
    return { id, descriptionId, errorId, invalid: hasError, required, controlProps };
  }, [id, describedBy, hasError, errorId, descriptionId, required]);

  return (
    <FormFieldContext.Provider value={value}>
      <div
        data-slot="form-field"
        data-invalid={hasError || undefined}
        data-disabled={disabled || undefined}
        className={cn('group grid gap-2', className)}
        {...props}
      >
        <Label htmlFor={id} required={required} data-slot="form-field-label" className={cn(hasError && 'text-warn')}>
          {label}
        </Label>
        {typeof children === 'function' ? children(value.controlProps) : <FormFieldControl>{children}</FormFieldControl>}
        {description != null ? (
          <p id={descriptionId} data-slot="form-field-description" className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
        {count ? (
          <>
            <CharacterCount id={countId} length={count.length} max={count.max} labels={count.labels} />
            <CharacterCountStatus length={count.length} max={count.max} labels={count.labels} />
          </>
        ) : null}
        {hasError ? (
          <p id={errorId} data-slot="form-field-error" role="alert" className="text-xs font-medium text-warn">
            {error}
          </p>
        ) : null}
      </div>
    </FormFieldContext.Provider>
  );
}

/** Merges the enclosing FormField's id and aria props onto its single child element. */
function FormFieldControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { controlProps } = useFormField();
  return <Slot.Root data-slot="form-field-control" {...controlProps} {...props} />;
}

export { FormField, FormFieldControl, useFormField, type FormFieldControlProps, type FormFieldProps };
