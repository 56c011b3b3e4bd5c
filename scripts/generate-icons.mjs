#!/usr/bin/env node
/**
 * Builds the icon sets used by <Icon> from the installed @iconify-json packages.
 *
 *   node scripts/generate-icons.mjs
 *
 * Writes, per set, two forms of the same drawings (one is imported, the other loaded by name):
 *   packages/ui/src/icons/sets/<set>.js and .d.ts             one named export per icon (`home`, `chevronRight`),
 *                                                              published as `@hotel/ui/icons/<set>`: an app that
 *                                                              imports two icons bundles those two
 *   packages/ui/src/icons/entries/<set>.ts                     its workspace entry (`@hotel/source`), a re-export
 *   packages/ui/src/icons/by-name/<set>/<nn>.json              the set cut into groups of consecutive names of at
 *                                                              most GROUP_BYTES each ({width,height,icons}), loaded
 *                                                              one group at a time by `@hotel/ui/icon-sets`
 *   packages/ui/src/icons/by-name/groups.generated.ts          each set's groups: the first name of each, its loader
 *   packages/mock-api/src/domains/common/icons/names/<set>.json  {namespace,name,grid,list}
 *
 * The two forms are copies on purpose: if the by-name groups were also the modules an app imports
 * from, a bundler would put a whole group in the app's first chunk as soon as it both imported one
 * of its icons and loaded icons by name.
 *
 * Each iconify body (an SVG fragment string) is parsed here, at build time, into a compact element
 * tree: ["path", {"d": "…"}] or ["g", {…}, [children]]. The Icon component turns that tree into
 * React elements, so no HTML string is ever set in the browser.
 *
 * Packs copy icons from these sets (@hotel/ui's bundled-icons.ts, the back-office frame's
 * frame-icons.generated.ts): after a change, run `npm run generate:frame-icons`; their tests fail
 * until the copies match.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const setsDir = join(root, 'packages/ui/src/icons/sets');
const byNameDir = join(root, 'packages/ui/src/icons/by-name');
const entriesDir = join(root, 'packages/ui/src/icons/entries');
/** `@hotel/ui/icon-sets/<set>`: one set's source each. */
const sourcesDir = join(root, 'packages/ui/src/icon-sets');
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

/** The largest by-name group, in bytes of JSON: one icon by name fetches at most this (~9 KB gzip). */
export const GROUP_BYTES = 32 * 1024;

/** Words a named export cannot be (reserved in strict mode and modules, or confusing globals). */
const RESERVED = new Set(
  'arguments await break case catch class const continue debugger default delete do else enum eval export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof undefined var void while with yield'.split(' '),
);

/**
 * The named export of an icon in `@hotel/ui/icons/<set>`: camelCase ('chevron-right' →
 * `chevronRight`, 'arrow-down-0-1' → `arrowDown01`), with `_` in front of a name that would start
 * with a digit or is a reserved word ('3d-rotation' → `_3dRotation`, 'delete' → `_delete`).
 */
export function iconExportName(name) {
  const camel = name.replace(/-([a-z0-9])/g, (_match, next) => next.toUpperCase());
  if (!/^[A-Za-z0-9]+$/.test(camel)) throw new Error(`Icon name '${name}' makes no export name`);
  return /^[0-9]/.test(camel) || RESERVED.has(camel) ? `_${camel}` : camel;
}

/** Sorted names cut into runs of consecutive names of at most `limit` bytes of JSON. */
export function groupNames(icons, limit = GROUP_BYTES) {
  const groups = [];
  let current = [];
  let size = 0;
  for (const name of Object.keys(icons).sort()) {
    const bytes = JSON.stringify(name).length + JSON.stringify(icons[name]).length + 2;
    if (current.length && size + bytes > limit) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(name);
    size += bytes;
  }
  if (current.length) groups.push(current);
  return groups;
}

const GENERATED = 'Generated by scripts/generate-icons.mjs: do not edit.';

/** `@hotel/ui/icons/<set>`: the module and its declarations. */
function namedModule(def, width, height, icons, sorted) {
  const exports = new Map();
  const js = [`// ${GENERATED} ${def.label}: ${sorted.length} icons, one named export each (see iconExportName).`];
  const dts = [
    `// ${GENERATED}`,
    `/** ${def.label}: ${sorted.length} icons. \`import { home } from '@hotel/ui/icons/${def.set}'\` bundles only \`home\`. */`,
    "import type { IconData } from '../../index.js';",
  ];
  for (const name of sorted) {
    const id = iconExportName(name);
    if (exports.has(id)) throw new Error(`${def.set}: '${name}' and '${exports.get(id)}' both export as ${id}`);
    exports.set(id, name);
    js.push(`export const ${id} = ${JSON.stringify({ width, height, nodes: icons[name] })};`);
    dts.push(`/** \`${def.set}:${name}\` */`, `export declare const ${id}: IconData;`);
  }
  return { js: js.join('\n') + '\n', dts: dts.join('\n') + '\n' };
}

/** The export name of a set's source: 'heroicons-outline' → 'heroiconsOutline'. */
export const sourceName = (set) => set.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** One set's table of groups (by-name/tables/<set>.generated.ts): each group's first name and its loader. */
function tableModule(set, groups) {
  const lines = [
    `// ${GENERATED}`,
    `/** ${set} cut into groups of consecutive names (at most GROUP_BYTES of JSON each), in name order. */`,
    "import type { IconGroup } from '../set-source';",
    '',
    'export const GROUPS: readonly IconGroup[] = [',
  ];
  groups.forEach((names, index) => {
    lines.push(`  ['${names[0]}', () => import('../${set}/${String(index).padStart(2, '0')}.json')],`);
  });
  lines.push('];', '');
  return lines.join('\n');
}

/** Every set's table, for `@hotel/ui/icon-sets` (all seven sets). */
function groupsModule(tables) {
  const lines = [
    `// ${GENERATED}`,
    '/**',
    ' * Every set\'s table of groups (tables/<set>.generated.ts), read by load-by-name.ts, which',
    ' * `@hotel/ui/icon-sets` imports on the first icon it loads. An app that imports one set\'s source',
    ' * (`@hotel/ui/icon-sets/<set>`) reaches only that set\'s table.',
    ' */',
    "import type { IconSetId } from '../registry';",
    "import type { IconGroup } from './set-source';",
    ...tables.map(({ set }) => `import { GROUPS as ${sourceName(set)} } from './tables/${set}.generated';`),
    '',
    'export const ICON_GROUPS: Record<IconSetId, readonly IconGroup[]> = {',
    ...tables.map(({ set }) => `  '${set}': ${sourceName(set)},`),
    '};',
    '',
  ];
  return lines.join('\n');
}

/** `@hotel/ui/icon-sets/<set>`: the set's source, and nothing of the other sets. */
function sourceModule(def) {
  const name = sourceName(def.set);
  return [
    `// ${GENERATED}`,
    "import { iconSetSource } from '../icons/by-name/set-source';",
    `import { GROUPS } from '../icons/by-name/tables/${def.set}.generated';`,
    '',
    '/**',
    ` * ${def.label} by name: \`registerIconSources(${name})\` (from \`@hotel/ui\`) lets`,
    ` * \`<Icon name="${def.set}:…">\` draw any of its icons, each fetching the small group of the set that`,
    ' * holds it. A build that imports this holds this set\'s groups only.',
    ' */',
    `export const ${name} = iconSetSource('${def.set}', GROUPS);`,
    '',
  ].join('\n');
}

function build() {
  rmSync(setsDir, { recursive: true, force: true });
  // Only what this script writes: by-name/ also holds load-by-name.ts.
  for (const def of SETS) rmSync(join(byNameDir, def.set), { recursive: true, force: true });
  rmSync(join(byNameDir, 'tables'), { recursive: true, force: true });
  rmSync(sourcesDir, { recursive: true, force: true });
  mkdirSync(join(byNameDir, 'tables'), { recursive: true });
  mkdirSync(sourcesDir, { recursive: true });
  rmSync(entriesDir, { recursive: true, force: true });
  mkdirSync(setsDir, { recursive: true });
  mkdirSync(entriesDir, { recursive: true });
  mkdirSync(namesDir, { recursive: true });
  const summary = [];
  const tables = [];
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

    const named = namedModule(def, width, height, icons, sorted);
    writeFileSync(join(setsDir, `${def.set}.js`), named.js);
    writeFileSync(join(setsDir, `${def.set}.d.ts`), named.dts);
    // The workspace resolves `@hotel/ui/icons/<set>` here (the `@hotel/source` condition, as for every
    // entry of the package): a TypeScript file, so tools treat it as source, re-exporting the module.
    writeFileSync(join(entriesDir, `${def.set}.ts`), `// ${GENERATED}\nexport * from '../sets/${def.set}.js';\n`);

    const groups = groupNames(icons);
    mkdirSync(join(byNameDir, def.set), { recursive: true });
    groups.forEach((group, index) => {
      const file = join(byNameDir, def.set, `${String(index).padStart(2, '0')}.json`);
      writeFileSync(file, JSON.stringify({ width, height, icons: Object.fromEntries(group.map((n) => [n, icons[n]])) }));
    });
    tables.push({ set: def.set, groups });
    writeFileSync(join(byNameDir, 'tables', `${def.set}.generated.ts`), tableModule(def.set, groups));
    writeFileSync(join(sourcesDir, `${def.set}.ts`), sourceModule(def));

    const namespace = def.set.replaceAll('-', '_');
    writeFileSync(
      join(namesDir, `${def.set}.json`),
      JSON.stringify({ namespace, name: def.label, grid: def.grid, list: sorted }, null, 2) + '\n',
    );
    summary.push(`${def.set}: ${sorted.length} icons, ${groups.length} groups`);
  }
  writeFileSync(join(byNameDir, 'groups.generated.ts'), groupsModule(tables));
  console.log(`Icons written: ${summary.join('; ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) build();
