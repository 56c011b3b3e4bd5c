import * as React from 'react';

/**
 * The ref of a trigger that may be replaced by another node (a stand-in by the loaded trigger):
 * when the node it leaves had focus, the node it attaches to next in the same commit takes it, so
 * keyboard users stay where they were. It keeps the current node in `nodeRef`.
 */
export function useFocusHandOff(nodeRef: React.RefObject<HTMLElement | null>): (element: HTMLElement | null) => void {
  const handOff = React.useRef(false);
  const ref = React.useCallback(
    (element: HTMLElement | null) => {
      if (!element) {
        // React detaches a removed node's ref before taking it out of the document: focus is still there.
        const previous = nodeRef.current;
        nodeRef.current = null;
        if (previous && previous.ownerDocument.activeElement === previous) handOff.current = true;
        return;
      }
      nodeRef.current = element;
      if (!handOff.current) return;
      handOff.current = false;
      const focused = element.ownerDocument.activeElement;
      if (!focused || focused === element.ownerDocument.body) element.focus({ preventScroll: true });
    },
    [nodeRef],
  );
  React.useLayoutEffect(() => {
    // The new node attaches in the commit that removes the old one; anything later is not a hand-off.
    handOff.current = false;
  });
  return ref;
}
