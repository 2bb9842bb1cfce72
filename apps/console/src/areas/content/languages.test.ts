import { describe, expect, it } from 'vitest';

import {
  isBlank,
  missingFields,
  translationsPayload,
  type TextField,
  type TextsByLanguage,
} from './languages';

const NEWS: TextField[] = [
  { name: 'title', kind: 'text', required: true, max: 200 },
  { name: 'summary', kind: 'textarea', max: 500 },
  { name: 'content', kind: 'html', max: 100_000 },
];

describe('content texts per language', () => {
  it('counts an empty editor paragraph as empty, an image as content', () => {
    expect(isBlank('<p></p>')).toBe(true);
    expect(isBlank('<p> &nbsp;</p>')).toBe(true);
    expect(isBlank('<p><img src="/uploads/a.png"></p>')).toBe(false);
    expect(isBlank('<p>Hi</p>')).toBe(false);
  });

  it('flags what a language lacks that English has', () => {
    const texts: TextsByLanguage = {
      en: { title: 'Upgrade', summary: '', content: '<p>Tonight</p>' },
      zh: { title: '升级', summary: '', content: '<p></p>' },
    };
    expect(missingFields(NEWS, texts, 'en').map((f) => f.name)).toEqual([]);
    expect(missingFields(NEWS, texts, 'zh').map((f) => f.name)).toEqual(['content']);
    expect(missingFields(NEWS, texts, 'th').map((f) => f.name)).toEqual(['title', 'content']);
    expect(missingFields(NEWS, {}, 'en').map((f) => f.name)).toEqual(['title']);
  });

  it('sends written languages, null for a cleared one, nothing for one never written', () => {
    const answer = translationsPayload(
      NEWS,
      {
        en: { title: ' Upgrade ', summary: '', content: '<p>Tonight</p>' },
        zh: { title: '', summary: '', content: '<p></p>' },
      },
      { en: { title: 'Old' }, zh: { title: '旧' } },
    );
    expect(answer).toEqual({
      translations: { en: { title: 'Upgrade', summary: '', content: '<p>Tonight</p>' }, zh: null },
    });
  });

  it('refuses a write without English or with a language missing its title', () => {
    expect(translationsPayload(NEWS, { zh: { title: '升级' } }, {})).toEqual({
      problem: { lang: 'en', field: 'title' },
    });
    expect(
      translationsPayload(
        NEWS,
        { en: { title: 'Upgrade' }, th: { title: '', content: '<p>คืนนี้</p>' } },
        {},
      ),
    ).toEqual({ problem: { lang: 'th', field: 'title' } });
  });
});

describe('moving an item', () => {
  it('swaps it with its shown neighbour in the whole list', async () => {
    const { moved } = await import('./order');
    expect(moved([1, 2, 3, 4], [1, 2, 3, 4], 3, -1)).toEqual([1, 3, 2, 4]);
    expect(moved([1, 2, 3, 4], [1, 3, 4], 3, -1)).toEqual([3, 2, 1, 4]);
    expect(moved([1, 2, 3], [1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
