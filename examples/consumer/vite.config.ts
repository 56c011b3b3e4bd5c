import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createPrePaintScript } from '@hotel/shell';
import { mockApiImages } from './vite/mock-api-images.ts';
import { APPEARANCE } from './src/themes.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    mockApiImages(),
    // The remembered layout, scheme and theme (Front Desk's own too) go onto <html> before the first
    // paint: no flash on reload.
    {
      name: 'shell-pre-paint',
      transformIndexHtml: () => [
        { tag: 'script', children: createPrePaintScript(APPEARANCE), injectTo: 'head-prepend' },
      ],
    },
  ],
  server: { port: 5180 },
  preview: { port: 4410 },
});
