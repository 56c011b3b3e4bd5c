/**
 * The icons the back-office's signed-in frame can show, and the pack that ships them with the frame
 * (apps/backoffice/src/frame/frame-icons.generated.ts), so its first screen loads no icon by name.
 * Shared by the generator (generate-frame-icons.ts) and the test that keeps the pack from drifting
 * (apps/backoffice/src/frame/frame-icons.test.ts).
 *
 * An icon is in the pack when the frame can draw it and @hotel/ui does not already register it:
 * - every icon of the navigation tree (the mock API's `navigationTree`, read through its export:
 *   its items are built by helper functions);
 * - every icon name written as a string in the frame's source: the modules reachable from the
 *   frame's roots, following imports through @hotel/ui, @hotel/shell and the app's frame folder
 *   (lazy parts included), but never into another route's page, the mock API or the sample apps.
 *   Stories and tests are never reached, since no shipped module imports them.
 * An icon name the source computes (`heroicons_outline:${name}`) cannot be checked and is reported.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { filterNavigation, navigationTree, ROLES } from '@hotel/mock-api';
import type { NavigationItem } from '@hotel/shell/api';
import { firstScreenNavigationIcons } from '../apps/backoffice/src/frame/first-screen-icons';
import {
  getRegisteredIcon,
  ICON_SETS,
  parseIconName,
  type IconData,
  type IconPack,
  type IconSetData,
  type IconSetId,
} from '../packages/ui/src/icons/registry';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The generated pack registered with the frame, relative to the repository root. */
export const FRAME_PACK_FILE = 'apps/backoffice/src/frame/frame-icons.generated.ts';
/** The generated pack of the navigation's other icons, loaded on the navigation's intent. */
export const NAVIGATION_PACK_FILE = 'apps/backoffice/src/frame/navigation-icons.generated.ts';

/** Where the signed-in first screen starts: the frame, and the page it opens on. */
export const FRAME_ROOTS = ['apps/backoffice/src/frame/app-frame.tsx', 'apps/backoffice/src/pages/shell/welcome-page.tsx'];

/** The folders whose modules the walk follows, lazy imports included. */
const FRAME_FOLDERS = ['packages/ui/src/', 'packages/shell/src/', 'apps/backoffice/src/frame/'];
/** The app's other modules are followed through static imports only: its lazy imports are other routes' pages. */
const APP_FOLDER = 'apps/backoffice/src/';

/** Where an icon name was found: 'navigation: Hotel › Front Office' or 'packages/shell/src/x.tsx:12'. */
export interface IconUse {
  name: string;
  where: string;
}

const setPattern = ICON_SETS.map((set) => set.replaceAll('-', '[-_]')).join('|');
/** A full icon name of a known set, either spelling of the set id. */
const ICON_NAME = new RegExp(`^\\s*(?:${setPattern}):[a-z0-9-]+\\s*$`, 'i');
/** The start of a name the code completes at run time ('heroicons_outline:' + name). */
const ICON_PREFIX = new RegExp(`^\\s*(?:${setPattern}):`, 'i');

/** Every icon of a navigation tree, with the titles leading to it. */
export function navigationIconUses(tree: readonly NavigationItem[] = navigationTree): IconUse[] {
  const uses: IconUse[] = [];
  const walk = (items: readonly NavigationItem[], path: string[]) => {
    for (const item of items) {
      const here = [...path, item.title ?? item.id];
      if (item.icon) uses.push({ name: item.icon, where: `navigation: ${here.join(' › ')}` });
      if (item.children) walk(item.children, here);
    }
  };
  walk(tree, []);
  return uses;
}

/** What one module says: the modules it imports and the icon names it writes. */
export interface ScannedModule {
  imports: { specifier: string; dynamic: boolean }[];
  names: { name: string; line: number }[];
  /** Icon names the code completes at run time ('heroicons_outline:' + name, or a template). */
  computed: { text: string; line: number }[];
}

/** Reads one module's imports and icon-name strings from its syntax tree (comments are not code). */
export function scanModule(fileName: string, text: string): ScannedModule {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const result: ScannedModule = { imports: [], names: [], computed: [] };
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      result.imports.push({ specifier: node.moduleSpecifier.text, dynamic: false });
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        result.imports.push({ specifier: node.moduleSpecifier.text, dynamic: false });
      }
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) result.imports.push({ specifier: argument.text, dynamic: true });
      return;
    }
    if (ts.isImportTypeNode(node) || ts.isLiteralTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // A key ('heroicons-solid:x-mark': {...} in @hotel/ui's own pack) names nothing to draw.
      if (ts.isPropertyAssignment(node.parent) && node.parent.name === node) return;
      if (ICON_NAME.test(node.text)) result.names.push({ name: node.text.trim(), line: lineOf(node) });
      else if (ICON_PREFIX.test(node.text)) result.computed.push({ text: node.text, line: lineOf(node) });
      return;
    }
    if (ts.isTemplateExpression(node) && ICON_PREFIX.test(node.head.text)) {
      result.computed.push({ text: node.getText(source), line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

/** '@hotel/shell/api' → the source file its `@hotel/source` export condition names. */
function workspaceExports(): Map<string, string> {
  const map = new Map<string, string>();
  for (const folder of ['packages', 'apps']) {
    for (const name of readdirSync(join(ROOT, folder))) {
      const manifest = join(ROOT, folder, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; exports?: Record<string, unknown> };
      for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
        const file = typeof target === 'object' && target ? (target as Record<string, string>)['@hotel/source'] : undefined;
        if (file) map.set(subpath === '.' ? pkg.name : `${pkg.name}${subpath.slice(1)}`, relative(ROOT, join(ROOT, folder, name, file)));
      }
    }
  }
  return map;
}

const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A relative or workspace specifier as a repository path; undefined for other packages and non-code files. */
function resolveImport(from: string, specifier: string, workspace: Map<string, string>): string | undefined {
  if (!specifier.startsWith('.')) return workspace.get(specifier);
  const base = join(dirname(from), specifier);
  for (const extension of MODULE_EXTENSIONS) {
    const candidate = base + extension;
    if (/\.tsx?$/.test(candidate) && existsSync(join(ROOT, candidate))) return candidate;
  }
  return undefined;
}

/** Whether the walk enters a module, reached statically or by a lazy import. */
function follows(file: string, dynamic: boolean): boolean {
  if (FRAME_FOLDERS.some((folder) => file.startsWith(folder))) return true;
  return file.startsWith(APP_FOLDER) && !dynamic;
}

/** The icon names written in the frame's modules, and the modules read. */
export function sourceIconUses(roots: readonly string[] = FRAME_ROOTS): { uses: IconUse[]; computed: IconUse[]; files: string[] } {
  const workspace = workspaceExports();
  const uses: IconUse[] = [];
  const computed: IconUse[] = [];
  const seen = new Set<string>(roots);
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const scanned = scanModule(file, readFileSync(join(ROOT, file), 'utf8'));
    for (const { name, line } of scanned.names) uses.push({ name, where: `${file}:${line}` });
    for (const { text, line } of scanned.computed) computed.push({ name: text, where: `${file}:${line}` });
    for (const { specifier, dynamic } of scanned.imports) {
      const target = resolveImport(file, specifier, workspace);
      if (!target || seen.has(target) || !follows(target, dynamic)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return { uses, computed, files: [...seen].sort() };
}

/** 'heroicons_outline:home ' → 'heroicons-outline:home'; undefined for a set Icon does not know. */
export function normaliseIconName(full: string): string | undefined {
  const { set, name } = parseIconName(full);
  return set ? `${set}:${name}` : undefined;
}

/** Whether @hotel/ui registers the icon itself (its frame chevrons, cog, close...). */
export function registeredByUi(key: string): boolean {
  const { set, name } = parseIconName(key);
  return set !== null && getRegisteredIcon(set, name) !== undefined;
}

const sets = new Map<IconSetId, IconSetData>();
/** A whole set, read once from its generated by-name groups (packages/ui/src/icons/by-name/<set>/*.json). */
export function readIconSet(set: IconSetId): IconSetData {
  let data = sets.get(set);
  if (!data) {
    const dir = join(ROOT, 'packages/ui/src/icons/by-name', set);
    const groups = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as IconSetData);
    const [first] = groups;
    if (!first) throw new Error(`${dir} holds no icon group: run node scripts/generate-icons.mjs`);
    data = { width: first.width, height: first.height, icons: Object.assign({}, ...groups.map((group) => group.icons)) as IconSetData['icons'] };
    sets.set(set, data);
  }
  return data;
}

/** Every icon the frame can show, by normalised name, with where each is named. */
export function frameIconUses(): { byName: Map<string, IconUse[]>; computed: IconUse[]; unknown: IconUse[] } {
  const source = sourceIconUses();
  const byName = new Map<string, IconUse[]>();
  const unknown: IconUse[] = [];
  for (const use of [...navigationIconUses(), ...source.uses]) {
    const key = normaliseIconName(use.name);
    if (!key) unknown.push(use);
    else byName.set(key, [...(byName.get(key) ?? []), use]);
  }
  return { byName, computed: source.computed, unknown };
}

/** The pack: each icon the frame can show that @hotel/ui does not register, copied from its set. */
export function buildFrameIconPack(): IconPack {
  const { byName, computed, unknown } = frameIconUses();
  const problems = [
    ...computed.map((use) => `computed icon name ${use.name} (${use.where}): write the full name so it can be shipped`),
    ...unknown.map((use) => `${use.name} (${use.where}) names a set Icon does not know`),
  ];
  const pack: Record<string, IconData> = {};
  for (const key of [...byName.keys()].sort()) {
    if (registeredByUi(key)) continue;
    const { set, name } = parseIconName(key);
    const data = readIconSet(set!);
    const nodes = data.icons[name];
    if (!nodes) problems.push(`${key} is not in its set (${byName.get(key)!.map((use) => use.where).join('; ')})`);
    else pack[key] = { width: data.width, height: data.height, nodes };
  }
  if (problems.length) throw new Error(`The frame's icons cannot be packed:\n- ${problems.join('\n- ')}`);
  return pack;
}

/**
 * The navigation icons some role's first screen draws (its /welcome: the menu's top and groups and
 * the welcome page's cards; see `firstScreenNavigationIcons`), as pack keys.
 */
export function firstScreenIconKeys(tree: readonly NavigationItem[] = navigationTree): Set<string> {
  const keys = new Set<string>();
  for (const role of new Set<string>([...ROLES, 'admin'])) {
    const items = filterNavigation(tree, [role]);
    for (const name of firstScreenNavigationIcons(items, { pathname: '/welcome' })) {
      const key = normaliseIconName(name);
      if (key) keys.add(key);
    }
  }
  return keys;
}

/**
 * The pack in two: what the frame registers (every icon its code names, and the navigation's icons
 * of any role's first screen) and the navigation's other icons (inside collapsed groups, asides and
 * flyouts), which the frame loads on the navigation's intent.
 */
export function splitFrameIconPack(pack: IconPack, first: Set<string> = firstScreenIconKeys()): { frame: IconPack; navigation: IconPack } {
  const source = new Set(sourceIconUses().uses.map((use) => normaliseIconName(use.name)));
  const frame: Record<string, IconData> = {};
  const navigation: Record<string, IconData> = {};
  for (const [key, icon] of Object.entries(pack)) (source.has(key) || first.has(key) ? frame : navigation)[key] = icon;
  return { frame, navigation };
}

const HEADER = [
  '/*',
  ' * Generated by scripts/generate-frame-icons.ts (`npm run generate:frame-icons`): do not edit.',
  ' * The icons the signed-in frame can show (the navigation tree, the frame and the welcome page),',
  " * copied from their sets, less those @hotel/ui registers itself, in two packs: the frame's",
  " * (frame-icons.generated.ts) and the navigation's others (navigation-icons.generated.ts).",
  ' * frame-icons.test.ts fails when the navigation or the frame name an icon missing here, or when',
  ' * a set changes.',
  ' */',
  "import type { IconPack } from '@hotel/ui';",
  '',
];

function renderPack(pack: IconPack, doc: string, name: string): string {
  const lines = Object.entries(pack).map(([key, icon]) => `  ${JSON.stringify(key)}: ${JSON.stringify(icon)},`);
  return [...HEADER, `/** ${doc} */`, `export const ${name}: IconPack = {`, ...lines, '};', ''].join('\n');
}

/** The frame pack's module text. */
export function renderFrameIconModule(pack: IconPack): string {
  return renderPack(
    pack,
    "Registered by the frame (app-frame.tsx): every icon its code names and every navigation icon of a role's first screen, so it loads no icon set.",
    'FRAME_ICONS',
  );
}

/** The navigation pack's module text. */
export function renderNavigationIconModule(pack: IconPack): string {
  return renderPack(
    pack,
    "The navigation's other icons (inside collapsed groups, asides and flyouts): loaded and registered on the navigation's intent (navigation-icons.ts).",
    'NAVIGATION_ICONS',
  );
}
