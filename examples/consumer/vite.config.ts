import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { prePaintScript } from '@hotel/shell';
import { mockApiImages } from './vite/mock-api-images.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    mockApiImages(),
    // The remembered layout, scheme and theme go onto <html> before the first paint: no flash on reload.
    { name: 'shell-pre-paint', transformIndexHtml: () => [{ tag: 'script', children: prePaintScript, injectTo: 'head-prepend' }] },
  ],
  server: { port: 5180 },
  preview: { port: 4410 },
  // Next: drop this once @hotel/ui's icons come per icon. Today using Icon makes the build emit whole
  // icon sets (loaded only when one of their icons shows; the largest is about 950 KB), and each one
  // over 500 KB prints a chunk-size warning.
  build: { chunkSizeWarningLimit: 1000 },
});
