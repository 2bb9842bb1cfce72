import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@meridian/contract';

import en from './locales/en.json';

type Tree = { [key: string]: string | Tree };

const locales = import.meta.glob<{ default: Tree }>('./locales/*.json', { eager: true });

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const english = flatten(en);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

// Brand names and international terms that read the same in every language.
// ROE (return on equity) is written so on the futures screens of exchanges in every language;
// so is IEO (initial exchange offering).
const SAME_EVERYWHERE = [
  'app.name',
  'setting.uid',
  'futures.sizing.byRoe',
  'futures.sizing.roe',
  'ieo.title',
  // NFT is the word for it everywhere (the bill's kind filter).
  'bill.kind.nft',
  // P2P is the word for it everywhere; PayPal and Wise are brand names (OTC payment methods).
  'bill.kind.otc',
  'otc.methods.paypal',
  'otc.methods.wise',
];
// Words that are genuinely the same in a language, checked by a speaker; anything else equal to
// English is an untranslated string.
const SAME_AS_ENGLISH: Partial<Record<string, string[]>> = {
  // "Volume", "Total", "Lots" and "Type" are the French words (volume d'échanges, lots d'un
  // contrat, type de produit).
  fra: [
    'invest.type',
    'home.services',
    'auth.mobile',
    'setting.faq',
    'market.volumeTab',
    'spot.byTotal',
    'spot.total',
    'futures.sizing.modeLots',
    // "Coupons" is the French word too.
    'coupons.title',
    // "Collection(s)", "Rare" and "Provenance" are the French words (art market terms).
    'nft.collections',
    'nft.collection',
    'nft.rarity.rare',
    'nft.provenance.title',
    // Alipay and WeChat Pay are the brands' own names in French; "Total" is the French word.
    'otc.methods.alipay',
    'otc.methods.wechat',
    'otc.total',
  ],
  // "Demo" is the Spanish word too (RAE: demo, short for demostración); so is "Total".
  // Alipay and WeChat Pay are the brands' own names in Spanish too.
  spa: [
    'demo.tag',
    'spot.byTotal',
    'spot.total',
    'otc.total',
    'otc.methods.alipay',
    'otc.methods.wechat',
  ],
};

describe('translations', () => {
  it('has a file for each of the eight display languages', () => {
    expect(Object.keys(locales).sort()).toEqual(LANGUAGES.map((l) => `./locales/${l}.json`).sort());
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    describe(language, () => {
      const messages = flatten(locales[`./locales/${language}.json`]?.default ?? {});

      it('has exactly the English keys', () => {
        expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      });

      it('has no empty text and keeps every {{placeholder}}', () => {
        for (const [key, text] of Object.entries(messages)) {
          expect(text.trim(), key).not.toBe('');
          expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
        }
      });

      it('is translated, not copied from English', () => {
        const allowed = new Set([...SAME_EVERYWHERE, ...(SAME_AS_ENGLISH[language] ?? [])]);
        const copied = Object.keys(messages).filter(
          (key) => !allowed.has(key) && messages[key] === english[key],
        );
        expect(copied).toEqual([]);
      });
    });
  }
});
