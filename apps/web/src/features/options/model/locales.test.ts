import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ options: unknown }>('../../../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});
const LANGUAGES = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'];

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  return Object.entries(node as Record<string, unknown>).reduce(
    (all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const sectionOf = (lang: string) =>
  flatten(files[`../../../i18n/locales/${lang}.json`]?.options ?? {});

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('options text in every language', () => {
  const english = sectionOf('en');
  it.each(LANGUAGES.slice(1))('%s has every key with the same placeholders', (lang) => {
    const section = sectionOf(lang);
    expect(Object.keys(section).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(section[key] ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
      expect(section[key], `${lang} ${key}`).not.toBe('');
    }
  });
});
