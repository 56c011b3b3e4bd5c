/**
 * @hotel/ui: design-system primitives. Every export is listed explicitly; the export snapshot
 * test guards the list. Keep each section alphabetical.
 */

// ── Components: display and feedback ────────────────────────────────────────────────────────
export { Button, buttonVariants, type ButtonProps } from './components/button';

// ── Components: overlays, forms and data ────────────────────────────────────────────────────

// ── Hooks ───────────────────────────────────────────────────────────────────────────────────

// ── Utilities ───────────────────────────────────────────────────────────────────────────────
export { cn } from './lib/cn';
