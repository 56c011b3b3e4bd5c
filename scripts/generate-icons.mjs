#!/usr/bin/env node
/**
 * Builds the icon sets used by <Icon> from the installed @iconify-json packages.
 *
 *   node scripts/generate-icons.mjs
 *
 * Writes, per set:
 *   packages/ui/src/icons/sets/<set>.json                    {width,height,icons:{name: ElementTree[]}}
 *   packages/mock-api/src/domains/common/icons/names/<set>.json  {namespace,name,grid,list}
 *
 * Each iconify body (an SVG fragment string) is parsed here, at build time, into a compact element
 * tree: ["path", {"d": "…"}] or ["g", {…}, [children]]. The Icon component turns that tree into
 * React elements, so no HTML string is ever set in the browser.
 *
 * Packs copy icons from these sets (@hotel/ui's bundled-icons.ts, the back-office frame's
 * frame-icons.generated.ts): after a change, run `npm run generate:frame-icons`; their tests fail
 * until the copies match.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const setsDir = join(root, 'packages/ui/src/icons/sets');
const namesDir = join(root, 'packages/mock-api/src/domains/common/icons/names');

/** Elements and attributes an icon may contain; anything else fails the build loudly. */
const ALLOWED_TAGS = new Set(['path', 'g', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'defs', 'mask', 'clipPath', 'linearGradient', 'radialGradient', 'stop', 'use']);
const FORBIDDEN_ATTR = /^on|^style$/i;
/** Only in-document references (`#id`, for <use> and masks) are kept as href values. */
const isLocalRef = (value) => /^#[\w-]+$/.test(value);

/** Parses an SVG fragment string into an element tree. Exported for the generator test. */
export function parseSvgBody(body) {
  const rootNode = ['#root', {}, []];
  const stack = [rootNode];
  const re = /<\s*(\/)?\s*([a-zA-Z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/)?\s*>/g;
  let last = 0;
  let match;
  while ((match = re.exec(body))) {
    const between = body.slice(last, match.index);
    if (between.trim()) throw new Error(`Unexpected text in icon body: ${between.slice(0, 40)}`);
    last = re.lastIndex;
    const [, closing, tag, rawAttrs, selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (!open || open[0] !== tag) throw new Error(`Mismatched </${tag}>`);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) throw new Error(`Tag <${tag}> is not allowed in an icon`);
    const attrs = {};
    for (const a of rawAttrs.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const name = a[1];
      if (FORBIDDEN_ATTR.test(name)) throw new Error(`Attribute ${name} is not allowed in an icon`);
      const value = a[2] ?? a[3] ?? '';
      if (/^(xlink:)?href$/i.test(name) && !isLocalRef(value)) throw new Error(`External href ${value} in an icon`);
      if (/url\(/i.test(value) && !/^url\(#[\w-]+\)$/.test(value)) throw new Error(`External url() ${value} in an icon`);
      attrs[name] = value;
    }
    const node = [tag, attrs];
    const parent = stack[stack.length - 1];
    if (!parent[2]) parent[2] = [];
    parent[2].push(node);
    if (!selfClosing) stack.push(node);
  }
  if (body.slice(last).trim()) throw new Error('Unexpected trailing text in icon body');
  if (stack.length !== 1) throw new Error('Unclosed element in icon body');
  return rootNode[2];
}

/** Set definitions: which iconify package, and how a source name maps to our name (null = skip). */
const SETS = [
  { set: 'heroicons-outline', label: 'Heroicons Outline', pkg: 'heroicons', grid: 'icon-size-6', map: (n) => (/-(16|20)-solid$|-solid$/.test(n) ? null : n) },
  { set: 'heroicons-solid', label: 'Heroicons Solid', pkg: 'heroicons', grid: 'icon-size-6', map: (n) => (/-(16|20)-solid$/.test(n) ? null : n.endsWith('-solid') ? n.slice(0, -6) : null) },
  { set: 'heroicons-mini', label: 'Heroicons Mini', pkg: 'heroicons', grid: 'icon-size-5', size: 20, map: (n) => (n.endsWith('-20-solid') ? n.slice(0, -9) : null) },
  { set: 'material-solid', label: 'Material Solid', pkg: 'ic', grid: 'icon-size-6', map: (n) => (n.startsWith('baseline-') ? n.slice(9) : null) },
  { set: 'material-outline', label: 'Material Outline', pkg: 'ic', grid: 'icon-size-6', map: (n) => (n.startsWith('outline-') ? n.slice(8) : null) },
  { set: 'material-twotone', label: 'Material Twotone', pkg: 'ic', grid: 'icon-size-6', map: (n) => (n.startsWith('twotone-') ? n.slice(8) : null) },
  { set: 'feather', label: 'Feather', pkg: 'feather', grid: 'icon-size-6', map: (n) => n },
];

/** Resolves an iconify alias to its body when it has no transformation we would have to apply. */
function resolve(data, name, depth = 0) {
  if (data.icons[name]) return data.icons[name];
  const alias = data.aliases?.[name];
  if (!alias || depth > 5) return null;
  if (alias.rotate || alias.hFlip || alias.vFlip) return null;
  const parent = resolve(data, alias.parent, depth + 1);
  return parent ? { ...parent, ...alias } : null;
}

function build() {
  mkdirSync(setsDir, { recursive: true });
  mkdirSync(namesDir, { recursive: true });
  const summary = [];
  for (const def of SETS) {
    const data = JSON.parse(readFileSync(require.resolve(`@iconify-json/${def.pkg}/icons.json`), 'utf8'));
    const width = def.size ?? data.width ?? 24;
    const height = def.size ?? data.height ?? 24;
    const icons = {};
    const names = [...Object.keys(data.icons), ...Object.keys(data.aliases ?? {})];
    for (const source of names) {
      const name = def.map(source);
      if (!name || icons[name]) continue;
      const icon = resolve(data, source);
      if (!icon) continue;
      if ((icon.width ?? data.width) !== width || (icon.height ?? data.height) !== height) continue;
      icons[name] = parseSvgBody(icon.body);
    }
    const sorted = Object.keys(icons).sort();
    const ordered = Object.fromEntries(sorted.map((n) => [n, icons[n]]));
    writeFileSync(join(setsDir, `${def.set}.json`), JSON.stringify({ width, height, icons: ordered }));
    const namespace = def.set.replaceAll('-', '_');
    writeFileSync(
      join(namesDir, `${def.set}.json`),
      JSON.stringify({ namespace, name: def.label, grid: def.grid, list: sorted }, null, 2) + '\n',
    );
    summary.push(`${def.set}: ${sorted.length}`);
  }
  console.log(`Icons written: ${summary.join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) build();
