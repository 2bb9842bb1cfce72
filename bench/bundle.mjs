#!/usr/bin/env node
// Initial JavaScript of /h5/: the entry script and every module it preloads, gzipped. Lazy route
// chunks are not counted: they load when their page opens. Run `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

export function measureInitialJs() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1].replace(/^\/h5\//, ''));
  const unique = [...new Set(files)];
  const sizes = unique.map((f) => {
    const bytes = fs.readFileSync(path.join(dist, f));
    return { file: f, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
  const totalGzipKb = sizes.reduce((s, f) => s + f.gzip, 0) / 1024;
  return { files: sizes, initialJsGzipKb: Math.round(totalGzipKb * 10) / 10 };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(measureInitialJs());
