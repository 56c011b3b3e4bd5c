/**
 * Taking over the prerendered first screen (issue 20). index.html paints a prerendered screen (the
 * sign-in form, or the signed-in frame) before any script runs; the app mounts over it only once its
 * own first screen is ready, in one commit, so the page never flashes blank or a spinner in between,
 * and whatever the visitor typed into the prerendered form meanwhile is carried over.
 */
import { useLayoutEffect, type ReactNode } from 'react';
// Set on <html> by index.html's first-screen script to the prerendered screen it showed.
import { FIRST_SCREEN_ATTRIBUTE } from '../vite/first-screen-script';
// On a stylesheet index.html adds after the first paint, until it has loaded.
import { STYLESHEET_LOADING_ATTRIBUTE } from '../vite/paint-first';

/** The part of a data router this needs (React Router's `createBrowserRouter` gives it). */
export interface InitializingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/** Resolves once the router has matched its first location, loaded that route's code and run its loaders. */
export function routerReady(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Resolves once every stylesheet index.html added after the first paint has loaded or failed: the
 * prerendered screen is styled by the rules it uses only (vite/critical-css.ts), the app's screens
 * need the whole sheet. Resolves at once when there is none (a dev server, a loaded sheet).
 */
export function stylesheetsLoaded(document: Document): Promise<void> {
  const loading = [...document.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${STYLESHEET_LOADING_ATTRIBUTE}]`)];
  return Promise.all(
    loading.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

type Field = HTMLInputElement | HTMLTextAreaElement;

interface FieldState {
  value: string;
  checked: boolean;
}

/** Named text fields, checkboxes and radios of `container`, by name. */
function fieldsOf(container: ParentNode): Map<string, Field> {
  const fields = new Map<string, Field>();
  for (const field of container.querySelectorAll<Field>('input[name], textarea[name]')) {
    if (field.type === 'hidden' || field.type === 'file' || fields.has(field.name)) continue;
    fields.set(field.name, field);
  }
  return fields;
}

/** Sets a field's value as the user would (React's value tracker sees the change, its onChange runs). */
function typeInto(field: Field, state: FieldState): void {
  if (field.type === 'checkbox' || field.type === 'radio') {
    if (field instanceof HTMLInputElement && field.checked !== state.checked) field.click();
    return;
  }
  if (field.value === state.value) return;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, state.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types the prerendered fields' changed values into the app's fields of the same names, and focuses `focused`'s. */
function carryOver(container: HTMLElement, prerendered: Map<string, Field>, focused: string | null): void {
  const fields = fieldsOf(container);
  for (const [name, old] of prerendered) {
    const field = fields.get(name);
    if (!field || field === old) continue;
    const toggle = old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio');
    const changed = toggle ? (old as HTMLInputElement).checked !== (old as HTMLInputElement).defaultChecked : old.value !== old.defaultValue;
    if (changed) typeInto(field, { value: old.value, checked: toggle && (old as HTMLInputElement).checked });
  }
  const refocus = focused ? fields.get(focused) : undefined;
  const old = focused ? prerendered.get(focused) : undefined;
  if (!refocus || refocus === old) return;
  refocus.focus();
  if (old instanceof HTMLInputElement && refocus instanceof HTMLInputElement) {
    try {
      refocus.setSelectionRange(old.selectionStart, old.selectionEnd);
    } catch {
      // Inputs of type email keep no selection.
    }
  }
}

/** What `watchFirstScreen` hands back: call `restore` once the app has committed over the prerendered screen. */
export interface FirstScreenWatch {
  /** Types what the visitor typed into the app's fields of the same names and gives focus back; once. */
  restore(): void;
}

/**
 * Watches the prerendered screen in `container` while the app renders over it (in a transition,
 * so the render yields to the visitor's typing): the prerendered fields stay live until React's
 * commit replaces them. `restore()`, called right after that commit (a layout effect), carries
 * every changed field's value (matched by name) into the app's fields and focus back to the field
 * it was in.
 */
export function watchFirstScreen(container: HTMLElement): FirstScreenWatch {
  const prerendered = fieldsOf(container);
  let focused: string | null = null;
  const active = container.ownerDocument.activeElement;
  if (active && container.contains(active)) focused = (active as Partial<Field>).name ?? null;
  const onFocusIn = (event: FocusEvent) => (focused = (event.target as Partial<Field> | null)?.name ?? null);
  const onFocusOut = (event: FocusEvent) => {
    // Leaving for another element of the page; a field removed by the commit keeps its name.
    if (event.relatedTarget) focused = null;
  };
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  let done = false;
  return {
    restore() {
      if (done) return;
      done = true;
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
      // The prerendered screen is gone: its CSS (index.css) no longer applies.
      container.ownerDocument.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
      // After the commit has finished (not inside it): each field's change then renders before the
      // next one is typed, so a handler reading its render's values never loses the one before.
      queueMicrotask(() => carryOver(container, prerendered, focused));
    },
  };
}

/** Runs `run` once its children are in the document (a layout effect: after the commit, before the paint). */
export function AfterCommit({ run, children }: { run: () => void; children?: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}
