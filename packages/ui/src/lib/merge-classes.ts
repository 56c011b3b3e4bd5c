/**
 * A small Tailwind class merger: when two utilities set the same property, the later one wins.
 * It covers the groups components and apps override in practice (spacing, sizing, colours, type,
 * borders, radius, layout, position) at about 1 KB instead of tailwind-merge's 8 KB, which keeps a
 * Button import under 6 KB gzip. Unknown utilities never conflict, so nothing is dropped by mistake.
 */

const FONT_SIZES = /^(xs|sm|base|lg|[2-9]?xl)$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const DISPLAY = new Set(['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'hidden', 'contents', 'table', 'flow-root', 'list-item']);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const LENGTH = /^(\d|\[(\d|calc|var|min|max|clamp)|\((--|length)|px$|full$|auto$|screen$|fit$|min$|max$)/;

/** Sides a spacing or border utility covers, so `p-4` also replaces an earlier `px-2`. */
const SIDES: Record<string, string[]> = {
  '': ['t', 'r', 'b', 'l', 's', 'e', 'x', 'y'],
  x: ['l', 'r', 's', 'e'],
  y: ['t', 'b'],
};

interface Key {
  /** Conflict group including the variant prefix, e.g. 'md:hover:px'. */
  group: string;
  /** Groups an instance of this class also overrides (earlier ones are removed). */
  covers: string[];
}

function splitVariants(cls: string): [string, string] {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < cls.length; i++) {
    const ch = cls[i];
    if (ch === '[' || ch === '(') depth++;
    else if (ch === ']' || ch === ')') depth--;
    else if (ch === ':' && depth === 0) cut = i;
  }
  return cut === -1 ? ['', cls] : [cls.slice(0, cut + 1), cls.slice(cut + 1)];
}

function sided(prefix: string, variant: string, kind: string, side: string): Key {
  const group = `${variant}${kind}${side}`;
  return { group, covers: (SIDES[side] ?? []).map((s) => `${variant}${kind}${s}`) };
}

function keyOf(cls: string): Key | null {
  const [variant, raw] = splitVariants(cls);
  const important = raw.startsWith('!') ? '!' : '';
  const utility = raw.replace(/^!|!$/g, '').replace(/^-/, '');
  const v = variant + important;
  const simple = (group: string, covers: string[] = []): Key => ({ group: v + group, covers: covers.map((c) => v + c) });

  if (DISPLAY.has(utility)) return simple('display');
  if (POSITION.has(utility)) return simple('position');

  let m = /^([pm])([xytrblse]?)-(.+)$/.exec(utility);
  if (m) return sided(m[1] ?? '', v, m[1] ?? '', m[2] ?? '');
  m = /^(size|w|h|min-w|max-w|min-h|max-h)-(.+)$/.exec(utility);
  if (m) return m[1] === 'size' ? simple('size', ['w', 'h']) : simple(m[1] ?? '');
  m = /^gap-([xy]-)?/.exec(utility);
  if (m) return simple(`gap${m[1] ?? ''}`, m[1] ? [] : ['gapx-', 'gapy-']);
  m = /^text-(.+)$/.exec(utility);
  if (m) {
    const value = m[1] ?? '';
    if (FONT_SIZES.test(value) || /^\[\d/.test(value)) return simple('font-size');
    if (TEXT_ALIGN.test(value)) return simple('text-align');
    if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return simple('text-wrap');
    if (/^(ellipsis|clip)$/.test(value)) return simple('text-overflow');
    if (value.startsWith('shadow')) return null;
    return simple('text-color');
  }
  m = /^font-(.+)$/.exec(utility);
  if (m) return simple(FONT_WEIGHTS.test(m[1] ?? '') ? 'font-weight' : 'font-family');
  m = /^bg-(.+)$/.exec(utility);
  if (m) return /^(linear|radial|conic|gradient|none|fixed|local|scroll|repeat|no-repeat|cover|contain|center|top|bottom|left|right|clip|origin)/.test(m[1] ?? '') ? null : simple('bg-color');
  m = /^border(?:-([xytrblse]))?(?:-(.+))?$/.exec(utility);
  if (m) {
    const side = m[1] ?? '';
    const value = m[2];
    if (value === undefined || /^\d|^\[\d/.test(value)) return sided('border', v, 'border-w', side);
    if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return simple('border-style');
    return sided('border', v, 'border-c', side);
  }
  m = /^rounded(?:-([setblr]{1,2}|ss|se|es|ee|tl|tr|bl|br))?(?:-(.+))?$/.exec(utility);
  if (m) return m[1] ? simple(`rounded-${m[1]}`) : simple('rounded', ['rounded-t', 'rounded-b', 'rounded-l', 'rounded-r', 'rounded-s', 'rounded-e']);
  m = /^(inset(?:-[xy])?|top|right|bottom|left|start|end)-/.exec(utility);
  if (m) return simple(m[1] ?? '');
  m = /^flex-(row|col|row-reverse|col-reverse)$/.exec(utility);
  if (m) return simple('flex-direction');
  if (/^flex-(wrap|nowrap|wrap-reverse)$/.test(utility)) return simple('flex-wrap');
  if (/^flex-(1|auto|initial|none|\[)/.test(utility)) return simple('flex');
  m = /^(justify|items|self|content|place-items|place-content|overflow(?:-[xy])?|z|opacity|cursor|leading|tracking|whitespace|shadow|grid-cols|col-span|row-span|order|shrink|grow|duration|ease|outline|object|aspect|line-clamp|truncate|underline-offset|decoration|pointer-events|select|visible|invisible|translate-[xy]|scale|rotate)(?:-|$)/.exec(utility);
  if (m) return simple(m[1] ?? '');
  if (utility === 'ring-inset') return simple('ring-inset');
  m = /^ring-offset-(.+)$/.exec(utility);
  if (m) return simple(LENGTH.test(m[1] ?? '') ? 'ring-offset-w' : 'ring-offset-c');
  m = /^ring(?:-(.+))?$/.exec(utility);
  if (m) return simple(m[1] === undefined || LENGTH.test(m[1]) ? 'ring-w' : 'ring-c');
  return null;
}

/** Merged lists by input: components merge the same few lists on every render. */
const merged = new Map<string, string>();
/** Past this many distinct lists the least recently used is dropped, so generated lists cannot grow it without bound. */
const MERGED_LIMIT = 500;

/**
 * Merges class lists so a later utility replaces an earlier one that sets the same property. The
 * answer for a list is remembered (the 500 most recently used), so a re-render pays a lookup.
 */
export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) {
    merged.delete(classList);
    merged.set(classList, known);
    return known;
  }
  const result = merge(classList);
  if (merged.size >= MERGED_LIMIT) merged.delete(merged.keys().next().value!);
  merged.set(classList, result);
  return result;
}

function merge(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const result: Array<string | null> = [];
  const lastIndex = new Map<string, number>();
  for (const cls of classes) {
    const key = keyOf(cls);
    if (key) {
      for (const group of [key.group, ...key.covers]) {
        const index = lastIndex.get(group);
        if (index !== undefined) {
          result[index] = null;
          lastIndex.delete(group);
        }
      }
      lastIndex.set(key.group, result.length);
    } else if (result.includes(cls)) {
      continue;
    }
    result.push(cls);
  }
  return result.filter(Boolean).join(' ');
}
