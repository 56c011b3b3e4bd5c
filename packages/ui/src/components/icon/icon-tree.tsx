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
