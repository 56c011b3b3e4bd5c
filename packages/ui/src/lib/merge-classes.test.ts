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
];

describe('mergeClasses', () => {
  it.each(cases)('merges "%s" as tailwind-merge does', (input) => {
    expect(mergeClasses(input).split(' ').sort()).toEqual(twMerge(input).split(' ').sort());
  });

  it('keeps unknown utilities and drops exact duplicates', () => {
    expect(mergeClasses('foo bar foo [&_svg]:size-4')).toBe('foo bar [&_svg]:size-4');
  });

  it('keeps the later of two conflicting classes in its position', () => {
    expect(mergeClasses('px-2 text-sm px-4')).toBe('text-sm px-4');
  });
});
