import { createElement, type ReactNode } from 'react';
import type { IconNode } from '../../icons/registry';

/** Attribute names React knows under a different spelling. */
const SPECIAL: Record<string, string> = { class: 'className', 'xlink:href': 'xlinkHref', 'xml:space': 'xmlSpace' };

/** 'stroke-linecap' → 'strokeLinecap'. */
export function camelAttribute(name: string): string {
  return SPECIAL[name] ?? name.replace(/[-:]([a-z])/g, (_m, letter: string) => letter.toUpperCase());
}

/** Builds React elements from a generated icon element tree; no HTML string is ever set. */
export function renderIconNodes(nodes: IconNode[], prefix = 'n'): ReactNode[] {
  return nodes.map(([tag, attributes, children], index) => {
    const props: Record<string, string> = { key: `${prefix}${index}` };
    for (const [name, value] of Object.entries(attributes)) {
      if (/^on/i.test(name)) continue;
      props[camelAttribute(name)] = value;
    }
    return createElement(tag, props, children ? renderIconNodes(children, `${prefix}${index}-`) : undefined);
  });
}

const built = new WeakMap<IconNode[], ReactNode[]>();

/**
 * The elements of one icon, built once: a loaded set never changes, and React elements are
 * immutable descriptions, so every Icon showing the same icon shares them (a navigation repeats a
 * few icons hundreds of times). Keyed by the set data itself, so a reloaded set builds afresh.
 */
export function iconElements(nodes: IconNode[]): ReactNode[] {
  let elements = built.get(nodes);
  if (!elements) {
    elements = renderIconNodes(nodes);
    built.set(nodes, elements);
  }
  return elements;
}
