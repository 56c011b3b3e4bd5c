import { act } from '@testing-library/react';

/**
 * Sets what `navigator.onLine` answers and tells the page, as the browser does on losing or getting
 * back the connection (an `offline` or `online` event on window). Returns the restore function.
 */
export function setOnline(online: boolean): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, 'onLine');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
  return () => {
    if (own) Object.defineProperty(navigator, 'onLine', own);
    else delete (navigator as { onLine?: boolean }).onLine;
  };
}
