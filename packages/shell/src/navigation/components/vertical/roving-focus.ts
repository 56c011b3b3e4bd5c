import type { KeyboardEvent } from 'react';

const ROW = '[data-nav-row]';

/** The focusable rows of a navigation root, in document order, skipping hidden lists. */
export function rows(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(ROW)).filter(
    (el) => !el.closest('[hidden]') && !el.hasAttribute('disabled') && el.getAttribute('aria-disabled') !== 'true',
  );
}

/** The key as in a left-to-right layout: ArrowLeft and ArrowRight swap in right-to-left. */
export function logicalKey(event: KeyboardEvent<HTMLElement>, root: HTMLElement): string {
  const rtl = getComputedStyle(root).direction === 'rtl';
  if (rtl && event.key === 'ArrowLeft') return 'ArrowRight';
  if (rtl && event.key === 'ArrowRight') return 'ArrowLeft';
  return event.key;
}

/**
 * Arrow-key movement between the rows of a vertical navigation (Tab still reaches every link):
 * ArrowDown/ArrowUp the next/previous row, Home/End the first/last, ArrowRight opens a closed
 * collapsable or a closed flyout (aside), ArrowLeft closes an open collapsable or moves to the
 * parent collapsable. A key it handles is `preventDefault`ed.
 */
export function handleRovingKeyDown(event: KeyboardEvent<HTMLElement>, root: HTMLElement | null, toggle: (id: string) => void, idOf: (el: HTMLElement) => string | null) {
  if (!root || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  if (!target.matches(ROW)) return;
  const list = rows(root);
  const index = list.indexOf(target);
  if (index < 0) return;
  const key = logicalKey(event, root);
  let next: HTMLElement | undefined;
  switch (key) {
    case 'ArrowDown':
      next = list[(index + 1) % list.length];
      break;
    case 'ArrowUp':
      next = list[(index - 1 + list.length) % list.length];
      break;
    case 'Home':
      next = list[0];
      break;
    case 'End':
      next = list[list.length - 1];
      break;
    case 'ArrowRight': {
      if (target.dataset.type === 'collapsable' && target.getAttribute('aria-expanded') === 'false') {
        const id = idOf(target);
        if (id) toggle(id);
        event.preventDefault();
      } else if (target.dataset.type === 'aside' && target.getAttribute('aria-expanded') === 'false') {
        target.click();
        event.preventDefault();
      }
      return;
    }
    case 'ArrowLeft': {
      const id = idOf(target);
      if (target.dataset.type === 'collapsable' && target.getAttribute('aria-expanded') === 'true' && id) {
        toggle(id);
        event.preventDefault();
        return;
      }
      const parentList = target.closest<HTMLElement>('ul[data-parent-id]');
      const parentButton = parentList?.parentElement?.querySelector<HTMLElement>(':scope > [data-nav-row], :scope > * > [data-nav-row]');
      if (parentButton) {
        parentButton.focus();
        event.preventDefault();
      }
      return;
    }
    default:
      return;
  }
  if (next) {
    event.preventDefault();
    next.focus();
  }
}
