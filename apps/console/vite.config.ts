import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractEntry = fileURLToPath(
  new URL('../../packages/contract/src/index.ts', import.meta.url),
);
const apiTarget = process.env.MERIDIAN_API ?? 'http://127.0.0.1:8080';

/**
 * The operator console: its own bundle at /admin/, never loaded by the H5 app (issue #15). The
 * server serves dist/ with the same security headers as the rest.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@meridian\/contract$/, replacement: contractEntry }],
    // The lockfile hoists a stray react@18 for some libraries; every import gets React 19.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      // Customer service's inbox hears changes over the operators' socket room.
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
});
