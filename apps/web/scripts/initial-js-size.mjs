// Reports the gzipped size of the JavaScript a first visit downloads: the entry script in
// dist/index.html plus every chunk it statically imports (its modulepreload links).
// Usage: node scripts/initial-js-size.mjs [--max-kb 150]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = new Set();
for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(match[1]);
for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
  files.add(match[1]);

let total = 0;
for (const file of files) {
  const source = readFileSync(join(dist, file.replace(/^\/h5\//, '')));
  const size = gzipSync(source, { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  initial JS, gzipped (${files.size} files)`,
);

const maxIndex = process.argv.indexOf('--max-kb');
if (maxIndex > 0 && total / 1024 > Number(process.argv[maxIndex + 1])) {
  console.error(`initial JS exceeds ${process.argv[maxIndex + 1]} KB`);
  process.exit(1);
}
