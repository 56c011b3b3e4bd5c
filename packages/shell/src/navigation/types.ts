import type { NavigationItem } from '../api';

/**
 * A navigation item as the shell uses it: the API's item, plus a `hidden` rule and a click
 * `function` for items built in code.
 */
export interface ShellNavigationItem extends Omit<NavigationItem, 'hidden' | 'children'> {
  /** Hide the item: a boolean, or a rule evaluated on every render. */
  hidden?: boolean | ((item: ShellNavigationItem) => boolean);
  /** Runs when the item is activated (alone or together with its link). */
  function?: (item: ShellNavigationItem) => void;
  children?: ShellNavigationItem[];
}

/** The parts of a location that active matching uses (react-router's location fits). */
export interface NavigationLocation {
  pathname: string;
  /** '?a=1' or ''. */
  search?: string;
  /** '#top' or ''. */
  hash?: string;
}
