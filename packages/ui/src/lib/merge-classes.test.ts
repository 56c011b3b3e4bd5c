import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { twMerge } from 'tailwind-merge';
import { mergeClasses } from './merge-classes';

/** Cases checked against tailwind-merge, the reference behaviour. */
const cases: string[] = [
  'px-4 py-2 px-9',
  'p-4 px-2',
  'px-2 p-4',
  'h-10 px-4 py-2 h-8 rounded-md px-3 text-xs',
  'bg-primary text-primary-foreground hover:bg-primary/90 bg-warn',
  'text-sm text-muted-foreground text-lg',
  'text-foreground text-center text-warn',
  'font-medium font-semibold',
  'flex hidden',
  'absolute relative',
  'w-4 h-4 size-8',
  'size-10 w-12',
  'rounded-md rounded-full',
  'border border-border border-2 border-warn',
  'gap-2 gap-4',
  'md:px-2 px-4 md:px-6',
  'hover:bg-hover hover:bg-card',
  'shadow-sm shadow-lg',
  'opacity-50 opacity-100',
  'z-10 z-50',
  'inline-flex items-center justify-center items-start',
  'top-0 top-4 left-2',
  'flex-row flex-col flex-1 flex-none',
  'mt-2 m-4',
  'ms-2 me-4 ms-6',
  'ring-2 ring-ring ring-4',
  'min-w-0 min-w-full max-w-sm max-w-lg',
  'overflow-hidden overflow-auto',
  'data-[state=open]:bg-hover data-[state=open]:bg-card',
  'text-[13px] text-base',
  'text-xs text-accent-foreground text-balance',
  'text-foreground text-nowrap text-pretty text-clip text-ellipsis',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
  'ring-1 ring-border ring-inset ring-offset-4 ring-offset-1',
];

describe('mergeClasses', () => {
  it.each(cases)('merges "%s" as tailwind-merge does', (input) => {
    expect(mergeClasses(input).split(' ').sort()).toEqual(twMerge(input).split(' ').sort());
  });

  it('answers a list it has merged before the same way, and stays bounded by the most recently used', () => {
    expect(mergeClasses('p-2 p-4 text-sm')).toBe('p-4 text-sm');
    expect(mergeClasses('p-2 p-4 text-sm')).toBe('p-4 text-sm');
    for (let i = 0; i < 600; i++) expect(mergeClasses(`w-${i} w-full`)).toBe('w-full');
    expect(mergeClasses('p-2 p-4 text-sm')).toBe('p-4 text-sm');
  });

  it('keeps unknown utilities and drops exact duplicates', () => {
    expect(mergeClasses('foo bar foo [&_svg]:size-4')).toBe('foo bar [&_svg]:size-4');
  });

  it('keeps the later of two conflicting classes in its position', () => {
    expect(mergeClasses('px-2 text-sm px-4')).toBe('text-sm px-4');
  });
});

/** Every class-list literal of the packages' and app's source files, to check the merger on what we really write. */
function classLiteralsOfSources(): string[] {
  const root = join(__dirname, '../../../..');
  const literals = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\./.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/'([a-z0-9\-:[\]/.!&_()=%#>@*]+(?: [a-z0-9\-:[\]/.!&_()=%#>@*]+)+)'/g)) {
          literals.add(match[1] ?? '');
        }
      }
    }
  };
  for (const dir of ['packages/ui/src', 'packages/shell/src', 'packages/sample-apps/src', 'apps/backoffice/src']) walk(join(root, dir));
  return [...literals];
}

describe('mergeClasses on every class list in the source', () => {
  const unique = (classes: string) => [...new Set(classes.split(' '))].sort();
  it('keeps what tailwind-merge keeps for each literal (hundreds of them)', () => {
    const literals = classLiteralsOfSources();
    expect(literals.length).toBeGreaterThan(300);
    const differing = literals.filter((classes) => unique(mergeClasses(classes)).join(' ') !== unique(twMerge(classes)).join(' '));
    expect(differing).toEqual([]);
  });
});
