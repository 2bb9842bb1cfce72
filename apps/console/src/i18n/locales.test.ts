import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/** Every text the console shows exists in each of its languages, with the same placeholders. */
const src = path.resolve(import.meta.dirname, '..');

function keysOf(value: unknown, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  if (typeof value === 'string') return keys.set(prefix, value);
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    for (const [k, v] of keysOf(inner, prefix ? `${prefix}.${key}` : key)) keys.set(k, v);
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const folders = [
  path.join(src, 'i18n/locales'),
  ...fs
    .readdirSync(path.join(src, 'areas'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(src, 'areas', e.name, 'locales')),
].filter((dir) => fs.existsSync(dir));

const languages = fs
  .readdirSync(path.join(src, 'i18n/locales'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace('.json', ''));

describe('console texts', () => {
  it('are in English and Chinese at least', () => {
    expect(languages).toEqual(expect.arrayContaining(['en', 'zh']));
  });

  for (const dir of folders) {
    const read = (lang: string) =>
      keysOf(JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')));
    it(`${path.relative(src, dir)}: every language has every English key`, () => {
      const english = read('en');
      for (const lang of languages) {
        const other = read(lang);
        for (const [key, text] of english) {
          expect(other.get(key), `${lang} ${key}`).toBeTruthy();
          expect(placeholders(other.get(key) ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
        }
        expect(
          [...other.keys()].filter((k) => !english.has(k)),
          `${lang} extra`,
        ).toEqual([]);
      }
    });
  }
});
