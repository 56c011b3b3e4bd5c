#!/usr/bin/env node
/**
 * Generates the sample apps' local images as small SVG illustrations (no network at run time):
 *   node scripts/generate-images.mjs
 * Writes apps/backoffice/public/images/**: avatars (female-01..20, male-01..20), contact banners,
 * watch product shots (and thumbnails), notes pictures, file-manager previews, academy course art,
 * mail attachment previews and the help-centre guide illustration. Deterministic: the same files
 * on every run, so a rerun shows no diff.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'backoffice', 'public', 'images');

/** mulberry32: a tiny seeded PRNG. */
function rng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const written = [];
function write(path, svg) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${svg.replace(/\n\s*/g, '')}\n`);
  written.push(path);
}

const svg = (w, h, body, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${label}">${body}</svg>`;
const gradient = (id, a, b, angle = 135) =>
  `<linearGradient id="${id}" gradientTransform="rotate(${angle - 90} .5 .5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

const BACKGROUNDS = [
  ['#fde68a', '#f59e0b'], ['#bfdbfe', '#3b82f6'], ['#c7d2fe', '#6366f1'], ['#fbcfe8', '#ec4899'], ['#bbf7d0', '#10b981'],
  ['#fecaca', '#ef4444'], ['#ddd6fe', '#8b5cf6'], ['#a5f3fc', '#06b6d4'], ['#fed7aa', '#f97316'], ['#e2e8f0', '#64748b'],
];
const SKIN = ['#f5d0b5', '#e8b796', '#d39a74', '#b07650', '#8d5a3b', '#6b4129', '#f1c6a8', '#c58c64'];
const HAIR = ['#1f2937', '#3f2a1d', '#6b3f1d', '#a16207', '#d6a85b', '#9ca3af', '#7c2d12', '#111827'];
const SHIRT = ['#1e3a8a', '#065f46', '#7c2d12', '#4c1d95', '#0f766e', '#9d174d', '#334155', '#b45309'];

/** An illustrated head-and-shoulders portrait on a gradient: no initials, no text. */
function avatar(gender, n) {
  const r = rng(gender === 'female' ? 1000 + n : 2000 + n);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const [a, b] = pick(BACKGROUNDS);
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const shirt = pick(SHIRT);
  const longHair = gender === 'female' ? r() < 0.8 : r() < 0.1;
  const beard = gender === 'male' && r() < 0.35;
  const glasses = r() < 0.25;
  const hairBack = longHair ? `<path d="M62 88c0-42 24-62 66-62s66 20 66 62v86c0 10-8 14-16 10l-12-8H90l-12 8c-8 4-16 0-16-10z" fill="${hair}"/>` : '';
  const hairTop =
    gender === 'female' || longHair
      ? `<path d="M80 92c4-34 24-48 48-48s44 14 48 48c-16-14-34-22-52-22-18 6-32 14-44 22z" fill="${hair}"/>`
      : r() < 0.15
        ? ''
        : `<path d="M82 96c0-34 20-52 46-52s46 18 46 52c-8-12-20-20-34-22-18-2-38 6-58 22z" fill="${hair}"/>`;
  const beardPath = beard ? `<path d="M94 128c6 30 20 40 34 40s28-10 34-40c-8 10-20 14-34 14s-26-4-34-14z" fill="${hair}" opacity=".9"/>` : '';
  const glassesPath = glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="3"><circle cx="110" cy="112" r="11"/><circle cx="146" cy="112" r="11"/><path d="M121 112h14"/></g>`
    : '';
  const body = `<defs>${gradient('g', a, b)}</defs>
    <rect width="256" height="256" fill="url(#g)"/>
    ${hairBack}
    <path d="M40 256c4-52 40-78 88-78s84 26 88 78z" fill="${shirt}"/>
    <path d="M112 160h32v26c-8 8-24 8-32 0z" fill="${skin}"/>
    <ellipse cx="128" cy="112" rx="44" ry="52" fill="${skin}"/>
    <ellipse cx="84" cy="116" rx="7" ry="11" fill="${skin}"/><ellipse cx="172" cy="116" rx="7" ry="11" fill="${skin}"/>
    ${hairTop}${beardPath}
    <circle cx="110" cy="112" r="4" fill="#1f2937"/><circle cx="146" cy="112" r="4" fill="#1f2937"/>
    <path d="M116 140c8 6 16 6 24 0" fill="none" stroke="#7f1d1d" stroke-width="3" stroke-linecap="round"/>
    ${glassesPath}`;
  return svg(256, 256, body, `Portrait illustration ${gender} ${n}`);
}

for (let n = 1; n <= 20; n++) {
  const id = String(n).padStart(2, '0');
  write(`avatars/female-${id}.svg`, avatar('female', n));
  write(`avatars/male-${id}.svg`, avatar('male', n));
}

/** Contact banners: soft layered hills and sky. */
for (let n = 1; n <= 8; n++) {
  const r = rng(3000 + n);
  const [a, b] = BACKGROUNDS[(n * 3) % BACKGROUNDS.length];
  const hills = Array.from({ length: 3 }, (_, i) => {
    const y = 120 + i * 28;
    const c1 = 60 + r() * 200;
    const c2 = 400 + r() * 300;
    return `<path d="M0 ${y}C${c1} ${y - 50} ${c2} ${y + 40} 960 ${y - 20}V240H0z" fill="${b}" opacity="${0.25 + i * 0.25}"/>`;
  }).join('');
  write(
    `cards/contact-background-${n}.svg`,
    svg(960, 240, `<defs>${gradient('s', '#ffffff', a, 180)}</defs><rect width="960" height="240" fill="url(#s)"/><circle cx="${700 + n * 20}" cy="70" r="34" fill="#fff" opacity=".7"/>${hills}`, `Decorative banner ${n}`),
  );
}

/** Watches: a case, a dial with indices and hands, a strap. */
const STRAPS = ['#1f2937', '#78350f', '#9ca3af', '#1e3a8a', '#7f1d1d', '#064e3b'];
const DIALS = ['#f8fafc', '#0f172a', '#1e3a8a', '#065f46', '#fef3c7', '#4b5563'];
const CASES = ['#d1d5db', '#fbbf24', '#e5e7eb', '#f59e0b', '#9ca3af', '#fcd34d'];
function watch(n, size) {
  const r = rng(4000 + n);
  const strap = STRAPS[n % STRAPS.length];
  const dial = DIALS[(n * 5 + Math.floor(n / 6) * 2) % DIALS.length];
  const metal = CASES[(n * 7 + Math.floor(n / 6)) % CASES.length];
  const dark = dial === '#f8fafc' || dial === '#fef3c7' ? '#111827' : '#f8fafc';
  const indices = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    const x1 = 200 + Math.sin(angle) * 70;
    const y1 = 200 - Math.cos(angle) * 70;
    const x2 = 200 + Math.sin(angle) * (i % 3 === 0 ? 56 : 62);
    const y2 = 200 - Math.cos(angle) * (i % 3 === 0 ? 56 : 62);
    return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${dark}" stroke-width="${i % 3 === 0 ? 5 : 2.5}" stroke-linecap="round"/>`;
  }).join('');
  const hour = r() * 360;
  const minute = r() * 360;
  const chrono = n % 3 === 0 ? `<circle cx="200" cy="240" r="16" fill="none" stroke="${dark}" stroke-width="2" opacity=".6"/><circle cx="170" cy="200" r="14" fill="none" stroke="${dark}" stroke-width="2" opacity=".6"/>` : '';
  const body = `<defs>${gradient('bg', '#f1f5f9', '#cbd5e1')}${gradient('m', '#ffffff', metal)}</defs>
    <rect width="400" height="400" fill="url(#bg)"/>
    <rect x="150" y="0" width="100" height="120" rx="18" fill="${strap}"/>
    <rect x="150" y="280" width="100" height="120" rx="18" fill="${strap}"/>
    <rect x="286" y="190" width="18" height="22" rx="4" fill="${metal}"/>
    <circle cx="200" cy="200" r="100" fill="url(#m)"/>
    <circle cx="200" cy="200" r="86" fill="${dial}"/>
    ${indices}${chrono}
    <path d="M200 200L${(200 + Math.sin((hour * Math.PI) / 180) * 40).toFixed(1)} ${(200 - Math.cos((hour * Math.PI) / 180) * 40).toFixed(1)}" stroke="${dark}" stroke-width="7" stroke-linecap="round"/>
    <path d="M200 200L${(200 + Math.sin((minute * Math.PI) / 180) * 62).toFixed(1)} ${(200 - Math.cos((minute * Math.PI) / 180) * 62).toFixed(1)}" stroke="${dark}" stroke-width="4" stroke-linecap="round"/>
    <circle cx="200" cy="200" r="6" fill="#ef4444"/>`;
  return svg(400, 400, body, `Watch illustration ${n}`).replace('width="400" height="400" role', `width="${size}" height="${size}" role`);
}
for (let n = 1; n <= 12; n++) {
  const id = String(n).padStart(2, '0');
  write(`apps/ecommerce/products/watch-${id}.svg`, watch(n, 400));
  write(`apps/ecommerce/products/watch-${id}-thumb.svg`, watch(n, 96));
}

/** A simple landscape scene (notes, previews, attachments). */
function scene(seed, w, h, label) {
  const r = rng(seed);
  const [a, b] = BACKGROUNDS[seed % BACKGROUNDS.length];
  const sunX = Math.round(w * (0.2 + r() * 0.6));
  return svg(
    w,
    h,
    `<defs>${gradient('sky', a, '#ffffff', 180)}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${Math.round(h * 0.3)}" r="${Math.round(h * 0.1)}" fill="#fff7ed"/>
    <path d="M0 ${h * 0.7}L${w * 0.3} ${h * 0.35}L${w * 0.55} ${h * 0.7}z" fill="${b}" opacity=".7"/>
    <path d="M${w * 0.35} ${h * 0.75}L${w * 0.7} ${h * 0.3}L${w} ${h * 0.75}z" fill="${b}"/>
    <rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="${b}" opacity=".45"/>`,
    label,
  );
}
write('apps/notes/note-1.svg', scene(11, 640, 400, 'Mountains at sunrise'));
write('apps/notes/note-2.svg', scene(17, 640, 400, 'Lake and hills'));
write('apps/file-manager/preview-landscape.svg', scene(23, 640, 400, 'Beach sunset'));
write('apps/mailbox/attachment-photo-1.svg', scene(5, 320, 240, 'Hotel lobby photo'));
write('apps/mailbox/attachment-photo-2.svg', scene(8, 320, 240, 'Floor plan photo'));
write(
  'apps/file-manager/preview-portrait.svg',
  avatar('female', 7).replace('aria-label="Portrait illustration female 7"', 'aria-label="Biometric portrait"'),
);
write(
  'apps/file-manager/preview-scan.svg',
  svg(
    420,
    594,
    `<rect width="420" height="594" fill="#f8fafc"/><rect x="40" y="40" width="200" height="18" rx="4" fill="#94a3b8"/>${Array.from(
      { length: 16 },
      (_, i) => `<rect x="40" y="${100 + i * 28}" width="${i % 4 === 3 ? 220 : 340}" height="10" rx="3" fill="#cbd5e1"/>`,
    ).join('')}<rect x="260" y="500" width="120" height="40" rx="4" fill="none" stroke="#64748b" stroke-width="2"/>`,
    'Scanned document',
  ),
);
write(
  'apps/mailbox/attachment-pdf.svg',
  svg(
    240,
    320,
    `<rect width="240" height="320" rx="10" fill="#fff" stroke="#e2e8f0" stroke-width="4"/><path d="M170 2v58h68" fill="#f1f5f9" stroke="#e2e8f0" stroke-width="4"/><rect x="30" y="220" width="90" height="44" rx="6" fill="#dc2626"/><path d="M46 250v-20h10a6 6 0 0 1 0 12H46m24 8v-20h8a10 10 0 0 1 0 20zm30 0v-20h12m-12 10h10" fill="none" stroke="#fff" stroke-width="4"/>${Array.from(
      { length: 5 },
      (_, i) => `<rect x="30" y="${80 + i * 22}" width="${i === 4 ? 110 : 180}" height="8" rx="3" fill="#cbd5e1"/>`,
    ).join('')}`,
    'PDF document',
  ),
);
write(
  'apps/help-center/guide-illustration.svg',
  svg(
    640,
    360,
    `<defs>${gradient('bg', '#eef2ff', '#c7d2fe')}</defs><rect width="640" height="360" fill="url(#bg)"/><rect x="120" y="50" width="400" height="240" rx="14" fill="#1e293b"/><rect x="134" y="64" width="372" height="212" rx="6" fill="#f8fafc"/><rect x="134" y="64" width="90" height="212" fill="#e2e8f0"/>${Array.from(
      { length: 5 },
      (_, i) => `<rect x="146" y="${84 + i * 30}" width="66" height="12" rx="4" fill="${i === 1 ? '#6366f1' : '#94a3b8'}"/>`,
    ).join('')}<rect x="244" y="84" width="180" height="16" rx="4" fill="#334155"/>${Array.from(
      { length: 4 },
      (_, i) => `<rect x="244" y="${120 + i * 34}" width="240" height="22" rx="5" fill="#fff" stroke="#cbd5e1"/>`,
    ).join('')}<path d="M90 300h460l-30 20H120z" fill="#334155"/>`,
    'A laptop showing the settings page',
  ),
);

/** Academy course art, one per category. */
const ACADEMY = {
  web: ['#e0f2fe', '#0284c7', '<path d="M250 130l-40 40 40 40m140-80l40 40-40 40M340 110l-40 120" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>'],
  firebase: ['#fef3c7', '#f59e0b', '<path d="M270 240l40-140 30 60 20-30 40 110-65 35z" fill="#fff"/>'],
  cloud: ['#ede9fe', '#7c3aed', '<path d="M240 230a45 45 0 0 1 10-89 60 60 0 0 1 114-10 50 50 0 0 1 36 99z" fill="#fff"/>'],
  android: ['#dcfce7', '#16a34a', '<path d="M250 200a70 70 0 0 1 140 0zm20 10h100v60a10 10 0 0 1-10 10h-80a10 10 0 0 1-10-10z" fill="#fff"/><circle cx="295" cy="175" r="7" fill="#16a34a"/><circle cx="345" cy="175" r="7" fill="#16a34a"/>'],
};
for (const [name, [a, b, mark]] of Object.entries(ACADEMY)) {
  write(`apps/academy/${name}.svg`, svg(640, 360, `<defs>${gradient('bg', a, b)}</defs><rect width="640" height="360" fill="url(#bg)"/><circle cx="320" cy="180" r="120" fill="${b}" opacity=".35"/>${mark}`, `${name} course art`));
}

console.log(`generate-images: wrote ${written.length} files under ${root}`);
