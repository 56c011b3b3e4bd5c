import type { NavigationItem } from '@hotel/shell/api';

/**
 * The menu a user with these roles may see. An item is kept when it has no `roles`, shares a role
 * with the user, or the user is `admin`. A group, collapsable or aside left with no kept child is
 * pruned (a `hidden: true` child still counts as kept: hidden items stay in the answer and the
 * shell skips them). Kept items are shallow copies, so the tree is never mutated. The `roles` field
 * stays in the answer: it is harmless and lets a client explain why an item is shown.
 * Linear in the size of the tree (500 items well under 1 ms).
 */
export function filterNavigation(tree: readonly NavigationItem[], roles: readonly string[]): NavigationItem[] {
  const granted = new Set(roles);
  const isAdmin = granted.has('admin');
  const allowed = (item: NavigationItem) => isAdmin || !item.roles || item.roles.some((role) => granted.has(role));
  const walk = (items: readonly NavigationItem[]): NavigationItem[] => {
    const kept: NavigationItem[] = [];
    for (const item of items) {
      if (!allowed(item)) continue;
      if (item.children) {
        const children = walk(item.children);
        if (children.length === 0 && item.type !== 'basic') continue;
        kept.push({ ...item, children });
      } else {
        kept.push({ ...item });
      }
    }
    return kept;
  };
  return walk(tree);
}

/** Every item of a tree, depth first (groups and collapsables included). */
export function flattenNavigation(tree: readonly NavigationItem[]): NavigationItem[] {
  const out: NavigationItem[] = [];
  const walk = (items: readonly NavigationItem[]) => {
    for (const item of items) {
      out.push(item);
      if (item.children) walk(item.children);
    }
  };
  walk(tree);
  return out;
}

/**
 * The links a user can really reach: basic, enabled items with a link whose own flag and every
 * ancestor's flag is not hidden.
 */
export function visibleLinks(tree: readonly NavigationItem[]): NavigationItem[] {
  const out: NavigationItem[] = [];
  const walk = (items: readonly NavigationItem[]) => {
    for (const item of items) {
      if (item.hidden) continue;
      if (item.type === 'basic' && item.link && !item.disabled) out.push(item);
      if (item.children) walk(item.children);
    }
  };
  walk(tree);
  return out;
}
