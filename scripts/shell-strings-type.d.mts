export const SOURCE: string;
export const TARGET: string;
export function renderShellStringsType(strings: unknown): string;
