import { fileURLToPath } from 'node:url';

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends compressed files
 * without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'meridian-precompress',
    apply: 'build',
    closeBundle() {
      const dist = fileURLToPath(new URL('./dist', import.meta.url));
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          return e.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(dist)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

const contractEntry = fileURLToPath(
  new URL('../../packages/contract/src/index.ts', import.meta.url),
);
const contractDir = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));
const apiTarget = process.env.MERIDIAN_API ?? 'http://127.0.0.1:8080';

/**
 * Named vendor chunks that every page needs, cached across releases. antd-mobile is imported by
 * deep path (`antd-mobile/es/components/<name>`), never through its barrel: the barrel is marked
 * side-effectful, and importing it from the entry would pull every component into the entry's
 * chunks. With deep imports each lazy page carries only the components it uses.
 */
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
];

export default defineConfig({
  base: '/h5/',
  plugins: [react(), precompress()],
  resolve: {
    alias: [{ find: /^@meridian\/contract$/, replacement: contractEntry }],
    // DANGER: the lockfile hoists a stray react@18 to the root for antd-mobile and friends;
    // dedupe makes every import resolve to this workspace's React 19.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
      '/h5/rates.json': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: process.env.SOURCEMAP === '1',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // The contract's zod schemas are module-level calls; they are pure, so the web bundle keeps
      // only what it imports (formatters, validators, constants) instead of all of zod.
      treeshake: {
        moduleSideEffects: (id: string) => !id.startsWith(contractDir),
      },
      output: {
        codeSplitting: {
          groups: chunkGroups,
        },
      },
    },
  },
});
