#!/usr/bin/env node
// Builds each publishable package with tsup, then checks it as a consumer would get it:
// publint (package.json and files) and @arethetypeswrong/cli (types resolve for ESM consumers).
import { spawnSync } from 'node:child_process';

const packages = ['ui', 'shell', 'domain', 'mock-api', 'sample-apps'];
const run = (cmd, args, cwd) => spawnSync(cmd, args, { stdio: 'inherit', cwd }).status === 0;

let ok = true;
for (const name of packages) {
  const dir = `packages/${name}`;
  console.log(`\n— @hotel/${name}`);
  ok = run('npx', ['tsup', '--silent'], dir) && ok;
  ok = run('npx', ['publint', '--strict', '--level', 'warning'], dir) && ok;
  ok = run('npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--no-emoji', '--format', 'table-flipped', '--quiet', '--exclude-entrypoints', './theme.css', './package.json'], dir) && ok;
  if (!ok) break;
}
process.exit(ok ? 0 : 1);
