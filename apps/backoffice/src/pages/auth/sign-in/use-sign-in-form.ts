import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';

/** What the sign-in form submits. */
export interface SignInValues {
  email: string;
  password: string;
  /** Keep the session after the browser closes. */
  rememberMe: boolean;
}

/** The fields that are validated (remember me is a plain choice). */
export type SignInField = 'email' | 'password';

/** The message of each invalid field. */
export type SignInErrors = Partial<Record<SignInField, string>>;

/**
 * An address as zod's `z.email()` accepts it (its default pattern, kept so the form answers exactly
 * as it did with zod): dot-separated local parts, a domain of labels and a top-level domain of two
 * letters or more.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The message of an invalid email address. */
export const EMAIL_MESSAGE = 'Enter a valid email address';
/** The message of an empty password. */
export const PASSWORD_MESSAGE = 'Enter your password';

/** The problem with one field's value, or undefined when it is valid. */
export function validateSignInField(field: SignInField, value: string): string | undefined {
  if (field === 'email') return EMAIL.test(value) ? undefined : EMAIL_MESSAGE;
  return value.length > 0 ? undefined : PASSWORD_MESSAGE;
}

/** Every invalid field of the values with its message (empty when the form may be sent). */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  for (const field of ['email', 'password'] as const) {
    const message = validateSignInField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Options of {@link useSignInForm}. */
export interface UseSignInFormOptions {
  /** Signs in; resolve on success, throw to let the page show its error. */
  onSubmit: (values: SignInValues) => Promise<void>;
  /** Initial values (email and password empty, remember me on, unless given). */
  defaultValues?: Partial<SignInValues>;
}

/** The props a text field of the form spreads on its input. */
export interface SignInFieldProps {
  name: SignInField;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: RefObject<HTMLInputElement | null>;
}

/** What {@link useSignInForm} returns to the view. */
export interface SignInFormState {
  values: SignInValues;
  /** Messages of the invalid fields: shown once the form was sent, or once a field was filled from outside. */
  errors: SignInErrors;
  /** Whether `onSubmit` is running (the form is locked meanwhile). */
  submitting: boolean;
  /** The props of the email or password input. */
  field: (name: SignInField) => SignInFieldProps;
  setRememberMe: (value: boolean) => void;
  /** Fills email and password (a demo account), checks both and moves focus to the password. */
  fill: (email: string, password: string) => void;
  /** The form's submit handler: checks every field, focuses the first invalid one, or sends. */
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The sign-in form's state, without a form library: two checked text fields and a checkbox.
 * It behaves as the react-hook-form version did: nothing is checked while typing until the form
 * was sent once, then each change is checked again; a send with errors focuses the first invalid
 * field; filling from a demo account checks both fields at once; while `onSubmit` runs the form
 * is locked.
 */
export function useSignInForm({ onSubmit, defaultValues }: UseSignInFormOptions): SignInFormState {
  const [values, setValues] = useState<SignInValues>(() => ({ email: '', password: '', rememberMe: true, ...defaultValues }));
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refs = { email: emailRef, password: passwordRef };
  // A second Enter while the first send runs is ignored (the inputs are disabled, the form is not).
  const sending = useRef(false);

  const check = (field: SignInField, value: string) =>
    setErrors((previous) => {
      const message = validateSignInField(field, value);
      if (previous[field] === message) return previous;
      const next = { ...previous };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });

  const field = (name: SignInField): SignInFieldProps => ({
    name,
    value: values[name],
    ref: refs[name],
    onChange: (event) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
      if (submitted) check(name, value);
    },
  });

  const fill = (email: string, password: string) => {
    setValues((previous) => ({ ...previous, email, password }));
    check('email', email);
    check('password', password);
    passwordRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setSubmitted(true);
    const found = validateSignIn(values);
    setErrors(found);
    const invalid = (['email', 'password'] as const).find((name) => found[name]);
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    sending.current = true;
    setSubmitting(true);
    // The page reports a failed sign-in itself; anything it lets through stays an unhandled
    // rejection (as with react-hook-form), and the form unlocks either way.
    void onSubmit(values).finally(() => {
      sending.current = false;
      setSubmitting(false);
    });
  };

  return {
    values,
    errors,
    submitting,
    field,
    setRememberMe: (rememberMe) => setValues((previous) => ({ ...previous, rememberMe })),
    fill,
    handleSubmit,
  };
}
