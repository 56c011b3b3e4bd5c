#!/usr/bin/env node
// The npm registry this machine reaches lacks some platform builds of native packages (e.g.
// @tailwindcss/oxide-darwin-x64@4.3.5), so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lock as out of sync. This records each missing optional platform
// package with its os/cpu/libc, so npm ci accepts the lock and skips them on this platform.
// Run after changing dependencies:  npm install && node scripts/lockfile-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'sunos', 'aix'];
const CPUS = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

function platformOf(name) {
  const base = name.split('/').pop();
  const os = OSES.find((o) => new RegExp(`(^|-)${o}(-|$)`).test(base));
  const cpu = CPUS.find((c) => new RegExp(`-${c}(-|$)`).test(base));
  const libc = /musl/.test(base) ? 'musl' : os === 'linux' && /gnu/.test(base) ? 'glibc' : undefined;
  return { os, cpu, libc };
}

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const present = new Set(Object.keys(packages).map((key) => key.replace(/^.*node_modules\//, '')));
let added = 0;
for (const meta of Object.values(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (present.has(dep)) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue;
    packages[`node_modules/${dep}`] = {
      version,
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    present.add(dep);
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} optional platform package(s) this registry does not serve.`);
