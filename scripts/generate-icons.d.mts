import type { IconNode } from '../packages/ui/src/icons/registry';

/** Parses an SVG fragment string into an element tree (throws on anything an icon may not hold). */
export declare function parseSvgBody(body: string): IconNode[];
/** The largest by-name group, in bytes of JSON. */
export declare const GROUP_BYTES: number;
/** The named export of an icon in `@hotel/ui/icons/<set>` ('chevron-right' → `chevronRight`, 'delete' → `_delete`). */
export declare function iconExportName(name: string): string;
/** Sorted names cut into runs of consecutive names of at most `limit` bytes of JSON. */
export declare function groupNames(icons: Record<string, IconNode[]>, limit?: number): string[][];
