// The rules every publishable tarball follows (scripts/check-packages.mjs applies them to
// `npm pack --dry-run --json` and the built dist; scripts/package-rules.test.ts checks the rules).
import { builtinModules } from 'node:module';

/** The files a tarball may hold besides dist/: npm's own and ours. */
const TOP_LEVEL = new Set(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']);
/** What never belongs in dist/ either. */
const NEVER = [
  [/\.map$/, 'a source map'],
  [/\.(test|spec|stories|bench)\.[cm]?[jt]sx?$/, 'a test, story or bench'],
  [/(^|\/)(__tests__|__screenshots__)\//, 'a test or screenshot folder'],
  [/\.png$/, 'a screenshot'],
];

/** Problems with a tarball's file list (`npm pack --dry-run --json`'s `files[].path`). */
export function packFileProblems(paths) {
  const problems = [];
  for (const path of paths) {
    if (!TOP_LEVEL.has(path) && !path.startsWith('dist/')) problems.push(`${path}: only dist/, README.md, LICENSE, CHANGELOG.md and package.json belong in the tarball`);
    for (const [pattern, what] of NEVER) if (pattern.test(path)) problems.push(`${path}: ${what} in the tarball`);
  }
  for (const required of ['README.md', 'LICENSE', 'CHANGELOG.md']) if (!paths.includes(required)) problems.push(`${required} is missing from the tarball`);
  if (!paths.some((path) => path.startsWith('dist/'))) problems.push('dist/ is missing from the tarball (build first)');
  return problems;
}

/** An exact version (`1.2.3`, `=1.2.3`, `v1.2.3`), as opposed to a range. */
const EXACT = /^[=v]?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/** Problems with a publishable package.json; `changelog` is its CHANGELOG.md text. */
export function manifestProblems(pkg, changelog) {
  const problems = [];
  const url = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  if (!url) problems.push('package.json has no repository');
  if (!pkg.engines?.node) problems.push('package.json has no engines.node');
  if (!pkg.license) problems.push('package.json has no license');
  for (const field of ['dependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (EXACT.test(range)) problems.push(`${field}.${name} is pinned exactly (${range}); use a caret range (^${range.replace(/^[=v]/, '')})`);
    }
  }
  if (changelog !== undefined) {
    const headings = [...changelog.matchAll(/^## +(.+)$/gm)].map((m) => m[1].trim());
    if (!headings.some((h) => h === pkg.version || h.startsWith(`${pkg.version} `))) problems.push(`CHANGELOG.md has no heading for ${pkg.version} (what this version ships)`);
  }
  return problems;
}

const BUILTINS = new Set(builtinModules);

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for relative and Node's own. */
export function packageOf(specifier) {
  if (/^(\.|\/|node:|data:|https?:)/.test(specifier)) return null;
  const [first, second] = specifier.split('/');
  const name = first.startsWith('@') ? `${first}/${second}` : first;
  return BUILTINS.has(name) ? null : name;
}

/** Every module specifier a built JS or .d.ts file imports (static, side-effect, dynamic, re-export). */
export function specifiersIn(code) {
  const found = new Set();
  const spec = `["']([@\\w.][^"'\\s,]*)["']`;
  for (const pattern of [new RegExp(`\\bfrom\\s*${spec}`, 'g'), new RegExp(`(?:^|[;}])\\s*import\\s*${spec}`, 'gm'), new RegExp(`\\bimport\\s*\\(\\s*${spec}\\s*\\)`, 'g')]) {
    for (const match of code.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

/** Imports of dist files (`{path: code}`) that name a package the manifest does not declare. */
export function undeclaredImports(pkg, files) {
  const declared = new Set([pkg.name, ...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {})]);
  const problems = [];
  for (const [path, code] of Object.entries(files)) {
    for (const specifier of specifiersIn(code)) {
      const name = packageOf(specifier);
      if (name && !declared.has(name)) problems.push(`${path} imports ${specifier}, but ${name} is not a dependency or peer dependency`);
    }
  }
  return problems;
}
