import { expect } from 'vitest';

/**
 * Test-only helper for visual snapshots of @hotel/ui components: stops animations (spinners,
 * skeleton pulses, indeterminate bars) so frames are identical, and waits until every Icon has
 * loaded its set and every font face in use has arrived.
 */
export async function settleForScreenshot(root: ParentNode = document): Promise<void> {
  if (!document.getElementById('visual-freeze-motion')) {
    const style = document.createElement('style');
    style.id = 'visual-freeze-motion';
    style.textContent = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
    document.head.append(style);
  }
  // Until no icon is loading, however long its set takes (the poll's ceiling only catches a hang).
  await expect
    .poll(() => root.querySelectorAll('[data-slot="icon"][data-state="loading"]').length, { message: 'icons still loading their sets' })
    .toBe(0);
  // A face first used by content that just opened (a tooltip, a popover) starts loading only after
  // layout; its text stays invisible until it arrives, so wait for fonts after a frame, then paint.
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await frames();
  await document.fonts.ready;
  await frames();
}
