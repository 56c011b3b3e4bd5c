import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// Read from source (the config runs in Node before any package is built).
import { prePaintScript } from '../../packages/shell/src/config/pre-paint-script';

/** Puts the shell's pre-paint script first in <head>, so a reload never flashes the wrong scheme. */
function prePaint(): Plugin {
  return {
    name: 'hotel-pre-paint',
    transformIndexHtml: () => [{ tag: 'script', children: prePaintScript, injectTo: 'head-prepend' }],
  };
}

export default defineConfig({
  plugins: [prePaint(), react(), tailwindcss()],
  resolve: { conditions: ['@hotel/source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4399, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true, reportCompressedSize: false },
});
