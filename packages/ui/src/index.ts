/**
 * @hotel/ui: design-system primitives. Components first, then hooks, then utilities.
 * Every export is listed explicitly; the export snapshot test guards the list.
 */
export { Button, buttonVariants, type ButtonProps } from './components/button';

export { cn } from './lib/cn';
