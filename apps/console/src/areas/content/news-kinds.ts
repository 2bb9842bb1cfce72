import { NEWS_CATEGORY, type AdminNewsView, type NewsCategory } from '@meridian/contract';

import type { TextField, Texts, TextsByLanguage } from './languages';
import type { PreviewKind } from './phone-preview';

/** Notices (news category 4), pop-ups (notices shown as the home's welcome), banners (5). */
export type NewsKind = 'notice' | 'popup' | 'banner';

export const NEWS_KINDS: Record<
  NewsKind,
  { cId: NewsCategory; base: string; preview: PreviewKind; shows: (n: AdminNewsView) => boolean }
> = {
  notice: {
    cId: NEWS_CATEGORY.notice,
    base: '/content/notices',
    preview: 'notice',
    shows: () => true,
  },
  popup: {
    cId: NEWS_CATEGORY.notice,
    base: '/content/popups',
    preview: 'popup',
    shows: (n) => n.is_popup,
  },
  banner: {
    cId: NEWS_CATEGORY.banner,
    base: '/content/banners',
    preview: 'banner',
    shows: () => true,
  },
};

export const NEWS_FIELDS: TextField[] = [
  { name: 'title', kind: 'text', required: true, max: 200 },
  { name: 'summary', kind: 'textarea', max: 500 },
  { name: 'content', kind: 'html', max: 100_000 },
];

export const FAQ_FIELDS: TextField[] = [
  { name: 'question', kind: 'text', required: true, max: 300 },
  { name: 'answer', kind: 'html', max: 20_000 },
];

export const PAGE_FIELDS: TextField[] = [
  { name: 'title', kind: 'text', required: true, max: 200 },
  { name: 'content', kind: 'html', max: 100_000 },
];

export const TILE_FIELDS: TextField[] = [{ name: 'label', kind: 'text', required: true, max: 40 }];

/** The API's per-language texts as the editor holds them (every field a string). */
export function textsOf(translations: object): TextsByLanguage {
  return translations;
}

/** An item's name in a list: its text in `lang`, else in English. */
export function nameOf(translations: object, field: string, lang: string): string {
  const texts: Record<string, Texts | undefined> = textsOf(translations);
  return texts[lang]?.[field] || texts.en?.[field] || '';
}
