import type * as React from 'react';

/** Colour and urgency of a toast: errors are announced assertively (role alert). */
type ToastVariant = 'info' | 'success' | 'error';

/** What to show in a toast. */
type ToastOptions = {
  /** Bold first line. */
  title: React.ReactNode;
  /** Optional second line. */
  description?: React.ReactNode;
  /** Colour and urgency; defaults to `info`. */
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; `Infinity` keeps it until dismissed. Defaults to the Toaster's. */
  duration?: number;
  /** A single action button; `altText` describes it for screen readers that cannot reach it in time. */
  action?: { label: string; altText: string; onClick: () => void };
  /** Reuse an id to replace an existing toast instead of stacking a new one. */
  id?: string;
};

type ToastRecord = ToastOptions & { id: string; variant: ToastVariant };

type Listener = () => void;

let toasts: ToastRecord[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const MAX_TOASTS = 5;

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getToasts(): ToastRecord[] {
  return toasts;
}

function add(options: ToastOptions): string {
  const id = options.id ?? `toast-${++counter}`;
  const record: ToastRecord = { ...options, id, variant: options.variant ?? 'info' };
  const exists = toasts.some((t) => t.id === id);
  toasts = exists ? toasts.map((t) => (t.id === id ? record : t)) : [...toasts, record].slice(-MAX_TOASTS);
  emit();
  return id;
}

/** Closes a toast (or every toast when no id is given). */
function dismiss(id?: string): void {
  toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  emit();
}

type ToastFn = ((options: ToastOptions | string) => string) & {
  /** A green confirmation. */
  success: (title: React.ReactNode, options?: Omit<ToastOptions, 'title' | 'variant'>) => string;
  /** A red failure, announced assertively. */
  error: (title: React.ReactNode, options?: Omit<ToastOptions, 'title' | 'variant'>) => string;
  /** A neutral notice. */
  info: (title: React.ReactNode, options?: Omit<ToastOptions, 'title' | 'variant'>) => string;
  /** Closes one toast, or all. */
  dismiss: (id?: string) => void;
};

/**
 * Shows a toast from anywhere (event handlers, data layers). A `<Toaster />` must be mounted to
 * display it. Returns the toast's id.
 */
const toast: ToastFn = Object.assign((options: ToastOptions | string) => add(typeof options === 'string' ? { title: options } : options), {
  success: (title: React.ReactNode, options?: Omit<ToastOptions, 'title' | 'variant'>) => add({ ...options, title, variant: 'success' }),
  error: (title: React.ReactNode, options?: Omit<ToastOptions, 'title' | 'variant'>) => add({ ...options, title, variant: 'error' }),
  info: (title: React.ReactNode, options?: Omit<ToastOptions, 'title' | 'variant'>) => add({ ...options, title, variant: 'info' }),
  dismiss,
});

/** Clears every toast at once (tests, sign-out). */
function resetToasts(): void {
  toasts = [];
  emit();
}

export { getToasts, resetToasts, subscribe, toast, type ToastFn, type ToastOptions, type ToastRecord, type ToastVariant };
