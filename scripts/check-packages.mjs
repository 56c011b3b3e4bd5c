#!/usr/bin/env node
// Builds each publishable package with tsup, then checks it as a consumer would get it: the
// tarball's files, its package.json and what its dist imports (scripts/package-rules.mjs: dist,
// README, LICENSE and CHANGELOG only; repository, engines, caret ranges, a changelog heading for the
// version; no import of an undeclared package), publint (package.json and files) and
// @arethetypeswrong/cli (types resolve for ESM consumers).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestProblems, packFileProblems, undeclaredImports } from './package-rules.mjs';

const packages = ['ui', 'shell', 'domain', 'mock-api', 'sample-apps'];
const run = (cmd, args, cwd) => spawnSync(cmd, args, { stdio: 'inherit', cwd }).status === 0;

/** The built JS and .d.ts files under `dir`, by path relative to the package. */
function distCode(packageDir) {
  const files = {};
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(js|d\.ts)$/.test(entry.name)) files[relative(packageDir, path)] = readFileSync(path, 'utf8');
    }
  };
  visit(join(packageDir, 'dist'));
  return files;
}

/** The package's own rules; prints each problem and answers whether there were none. */
function checkRules(dir) {
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' });
  if (pack.status !== 0) {
    console.error(pack.stderr);
    return false;
  }
  const [tarball] = JSON.parse(pack.stdout);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const changelog = readFileSync(join(dir, 'CHANGELOG.md'), 'utf8');
  const problems = [...packFileProblems(tarball.files.map((file) => file.path)), ...manifestProblems(pkg, changelog), ...undeclaredImports(pkg, distCode(dir))];
  for (const problem of problems) console.error(`  ✗ ${pkg.name}: ${problem}`);
  if (!problems.length) console.log(`  tarball: ${tarball.entryCount} files, ${(tarball.size / 1024).toFixed(1)} KB packed, ${(tarball.unpackedSize / 1024).toFixed(1)} KB unpacked`);
  return problems.length === 0;
}

/** Ceiling of the compiled `@hotel/ui/styles.css` (gzip): tokens, themes and the ui and shell classes. */
const STYLES_CSS_GZIP_LIMIT_KB = 16;

/** Prints the compiled stylesheet's size and answers whether it is within its ceiling. */
function checkStylesCss(dir) {
  let css;
  try {
    css = readFileSync(join(dir, 'dist/styles.css'));
  } catch {
    console.error('  ✗ @hotel/ui: dist/styles.css was not built');
    return false;
  }
  const gzip = gzipSync(css).length / 1024;
  console.log(`  styles.css: ${(css.length / 1024).toFixed(1)} KB, ${gzip.toFixed(1)} KB gzip (ceiling ${STYLES_CSS_GZIP_LIMIT_KB} KB gzip)`);
  if (gzip > STYLES_CSS_GZIP_LIMIT_KB) console.error(`  ✗ @hotel/ui: styles.css is over its ceiling`);
  return gzip <= STYLES_CSS_GZIP_LIMIT_KB;
}

let ok = true;
for (const name of packages) {
  const dir = `packages/${name}`;
  console.log(`\n— @hotel/${name}`);
  ok = run('npx', ['tsup', '--silent'], dir) && ok;
  if (name === 'ui') ok = checkStylesCss(dir) && ok;
  ok = checkRules(dir) && ok;
  ok = run('npx', ['publint', '--strict', '--level', 'warning'], dir) && ok;
  ok = run('npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--no-emoji', '--format', 'table-flipped', '--quiet', '--exclude-entrypoints', './theme.css', './styles.css', './images/*', './package.json'], dir) && ok;
  if (!ok) break;
}
process.exit(ok ? 0 : 1);
