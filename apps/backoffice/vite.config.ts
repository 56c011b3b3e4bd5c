import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['@hotel/source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4399, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true, reportCompressedSize: false },
});
