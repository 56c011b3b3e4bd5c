/**
 * Writes the back-office frame's icon pack (apps/backoffice/src/frame/frame-icons.generated.ts):
 * every icon the signed-in frame can show, copied from its set, so /welcome loads no icon set.
 *
 *   npm run generate:frame-icons
 *
 * Run it after changing the navigation tree, an icon in the shell or ui, or the sets
 * (scripts/generate-icons.mjs); frame-icons.test.ts fails until you do. What goes in the pack:
 * scripts/frame-icons.ts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFrameIconPack, FRAME_PACK_FILE, renderFrameIconModule, ROOT } from './frame-icons';

const pack = buildFrameIconPack();
const text = renderFrameIconModule(pack);
writeFileSync(join(ROOT, FRAME_PACK_FILE), text);
const gzip = gzipSync(text, { level: 9 }).length;
console.log(`${FRAME_PACK_FILE}: ${Object.keys(pack).length} icons, ${(text.length / 1024).toFixed(1)} KB (${(gzip / 1024).toFixed(1)} KB gzip)`);
