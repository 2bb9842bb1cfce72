import { z } from 'zod';

import { LANGUAGES, type Language } from './constants.js';
import { ErrorCode } from './errors.js';
import { NEWS_CATEGORY, PAGE_KEYS, type NewsCategory, type PageKey } from './content-constants.js';
import {
  digitsInt,
  formBooleanSchema,
  idInputSchema,
  idSchema,
  pagingShape,
  type IdInput,
} from './paging.js';

/** `c_id` 4 or 5; anything else is a parameter error naming `c_id`. */
export const newsCategorySchema = digitsInt()
  .refine((v) => v === NEWS_CATEGORY.notice || v === NEWS_CATEGORY.banner, {
    message: ErrorCode.PARAMETER_ERROR,
  })
  // The refine above proves the value a category; zod's output type cannot say so by itself.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  .transform((v) => v as NewsCategory);

/** POST /news/list: one category's published items, e.g. `{ c_id: 4, page: 1, limit: 10 }`. */
export const newsListInputSchema = z.object({ c_id: newsCategorySchema, ...pagingShape });
export type NewsListInput = z.infer<typeof newsListInputSchema>;

/** POST /news/detail: one published item by id. */
export const newsDetailInputSchema = idInputSchema;
export type NewsDetailInput = IdInput;

/** One home tile of GET /menu. `route` is null while the feature is not built. */
export interface MenuItemView {
  id: number;
  key: string;
  label: string;
  /** An icon key the web draws (e.g. `recharge`), or an image URL. */
  icon: string;
  route: string | null;
  sort: number;
}

/** One row of POST /news/list. */
export interface NewsItemView {
  id: number;
  c_id: NewsCategory;
  title: string;
  summary: string;
  image: string;
  link: string;
  created_at: number;
}

/** POST /news/detail; `content` is sanitised HTML. */
export interface NewsDetailView {
  id: number;
  c_id: NewsCategory;
  title: string;
  content: string;
  image: string;
  created_at: number;
}

/** GET /news/index_pop: the current pop-up announcement (or null). */
export interface PopupView {
  id: number;
  title: string;
  content: string;
}

/** One row of GET /faq; `answer` is sanitised HTML. */
export interface FaqItemView {
  id: number;
  question: string;
  answer: string;
}

/** GET /aboutus, /contactus, /operational_compliance, /share; `content` is sanitised HTML. */
export interface PageView {
  title: string;
  content: string;
}

// ---------------------------------------------------------------------------------------------
// Operator (/admin) schemas. Texts are stored per language; a write carries any subset of the
// eight languages as `translations`, a JSON object (or, in a form body, its JSON text):
// `translations={"en":{"label":"Recharge"},"zh":{"label":"充值"}}`. `null` for a language
// removes that language's text; English is required on create and cannot be removed, because
// every other language falls back to it.

const text = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1).max(max));
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(max)).default('');
/** Operator HTML; the server sanitises it on write and again on read. */
const html = (max: number) => z.string().max(max).default('');

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function translationsSchema<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess(
    parseJsonText,
    z.partialRecord(z.enum(LANGUAGES), z.object(shape).nullable()),
  );
}

const englishRequired = {
  message: ErrorCode.PARAMETER_ERROR,
  path: ['translations', 'en'],
};
const hasEnglish = (v: { translations: Partial<Record<Language, unknown>> }) =>
  Boolean(v.translations.en);
const keepsEnglish = (v: { translations?: Partial<Record<Language, unknown>> | undefined }) =>
  v.translations?.en !== null;

export const menuTranslationsSchema = translationsSchema({ label: text(40) });
export const newsTranslationsSchema = translationsSchema({
  title: text(200),
  summary: optionalText(500),
  content: html(100_000),
});
export const faqTranslationsSchema = translationsSchema({
  question: text(300),
  answer: html(20_000),
});
export const pageTranslationsSchema = translationsSchema({
  title: text(200),
  content: html(100_000),
});

export type MenuTranslations = z.infer<typeof menuTranslationsSchema>;
export type NewsTranslations = z.infer<typeof newsTranslationsSchema>;
export type FaqTranslations = z.infer<typeof faqTranslationsSchema>;
export type PageTranslations = z.infer<typeof pageTranslationsSchema>;

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif)$/;
const HTTPS_URL = /^https:\/\/[^\s"'<>]+$/;
/** A SPEC.md §2 route such as `/pages/fund/withdraw`. */
const SPEC_ROUTE = /^\/pages\/[A-Za-z0-9_]+(?:\/[A-Za-z0-9_]+)+$/;

const trimmedString = () => z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string());

/** An image: one of our uploads (`/uploads/…`) or an https URL; empty for none. */
export const imageUrlSchema = trimmedString().refine(
  (v) => v === '' || UPLOAD_PATH.test(v) || HTTPS_URL.test(v),
  {
    message: ErrorCode.PARAMETER_ERROR,
  },
);
/** Where a banner leads: a spec route or an https URL; empty for nowhere. */
export const linkSchema = trimmedString().refine(
  (v) => v === '' || SPEC_ROUTE.test(v) || HTTPS_URL.test(v),
  {
    message: ErrorCode.PARAMETER_ERROR,
  },
);
/** A tile's route: a spec route, or empty (sent as `''`) for "not built yet", stored as null. */
export const menuRouteSchema = trimmedString()
  .refine((v) => v === '' || SPEC_ROUTE.test(v), { message: ErrorCode.PARAMETER_ERROR })
  .transform((v) => (v === '' ? null : v));
/** An icon key the web draws (`copyTrading`), or an image as in `imageUrlSchema`. */
export const menuIconSchema = trimmedString().refine(
  (v) => /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(v) || UPLOAD_PATH.test(v) || HTTPS_URL.test(v),
  { message: ErrorCode.PARAMETER_ERROR },
);
/** A tile's stable key, e.g. `copy_trading`. */
export const menuKeySchema = trimmedString().refine((v) => /^[a-z][a-z0-9_]{1,31}$/.test(v), {
  message: ErrorCode.PARAMETER_ERROR,
});
/** A display order, e.g. `-5` or `'10'`: digits with an optional leading '-'. */
const sortSchema = digitsInt({ signed: true, min: -1_000_000, max: 1_000_000 });

/** POST /admin/menu/create. New items are drafts unless `is_published=1`. */
export const menuItemCreateInputSchema = z
  .object({
    key: menuKeySchema,
    icon: menuIconSchema,
    route: menuRouteSchema.default(null),
    sort: sortSchema.default(0),
    is_published: formBooleanSchema.default(false),
    translations: menuTranslationsSchema,
  })
  .refine(hasEnglish, englishRequired);
export type MenuItemCreateInput = z.infer<typeof menuItemCreateInputSchema>;

/** POST /admin/menu/update: changes only the fields given; the key stays. */
export const menuItemUpdateInputSchema = z
  .object({
    id: idSchema,
    icon: menuIconSchema.optional(),
    route: menuRouteSchema.optional(),
    sort: sortSchema.optional(),
    is_published: formBooleanSchema.optional(),
    translations: menuTranslationsSchema.optional(),
  })
  .refine(keepsEnglish, englishRequired);
export type MenuItemUpdateInput = z.infer<typeof menuItemUpdateInputSchema>;

/** POST /admin/news/create: a notice (4) or banner (5); a pop-up is a notice with `is_popup=1`. */
export const newsCreateInputSchema = z
  .object({
    c_id: newsCategorySchema,
    is_popup: formBooleanSchema.default(false),
    image: imageUrlSchema.default(''),
    link: linkSchema.default(''),
    sort: sortSchema.default(0),
    is_published: formBooleanSchema.default(false),
    translations: newsTranslationsSchema,
  })
  .refine(hasEnglish, englishRequired)
  .refine((v) => !v.is_popup || v.c_id === NEWS_CATEGORY.notice, {
    message: ErrorCode.PARAMETER_ERROR,
    path: ['is_popup'],
  });
export type NewsCreateInput = z.infer<typeof newsCreateInputSchema>;

/** POST /admin/news/update: changes only the fields given. */
export const newsUpdateInputSchema = z
  .object({
    id: idSchema,
    c_id: newsCategorySchema.optional(),
    is_popup: formBooleanSchema.optional(),
    image: imageUrlSchema.optional(),
    link: linkSchema.optional(),
    sort: sortSchema.optional(),
    is_published: formBooleanSchema.optional(),
    translations: newsTranslationsSchema.optional(),
  })
  .refine(keepsEnglish, englishRequired);
export type NewsUpdateInput = z.infer<typeof newsUpdateInputSchema>;

/** GET /admin/news: every item, drafts too, optionally one category. */
export const adminNewsListInputSchema = z.object({
  c_id: newsCategorySchema.optional(),
  ...pagingShape,
});
export type AdminNewsListInput = z.infer<typeof adminNewsListInputSchema>;

/** POST /admin/faq/create. */
export const faqCreateInputSchema = z
  .object({
    sort: sortSchema.default(0),
    is_published: formBooleanSchema.default(false),
    translations: faqTranslationsSchema,
  })
  .refine(hasEnglish, englishRequired);
export type FaqCreateInput = z.infer<typeof faqCreateInputSchema>;

/** POST /admin/faq/update. */
export const faqUpdateInputSchema = z
  .object({
    id: idSchema,
    sort: sortSchema.optional(),
    is_published: formBooleanSchema.optional(),
    translations: faqTranslationsSchema.optional(),
  })
  .refine(keepsEnglish, englishRequired);
export type FaqUpdateInput = z.infer<typeof faqUpdateInputSchema>;

export const pageKeySchema = z.enum(PAGE_KEYS);

/** POST /admin/pages/update: writes one page; its first write must carry English. */
export const pageUpdateInputSchema = z
  .object({
    key: pageKeySchema,
    is_published: formBooleanSchema.optional(),
    translations: pageTranslationsSchema.optional(),
  })
  .refine(keepsEnglish, englishRequired);
export type PageUpdateInput = z.infer<typeof pageUpdateInputSchema>;

/** `{ id }` for delete, publish and unpublish. */
export const contentIdInputSchema = idInputSchema;
/** `{ key }` for publishing a page. */
export const pageKeyInputSchema = z.object({ key: pageKeySchema });

/**
 * POST /admin/<kind>/sort: the ids in display order, as a JSON array or comma list
 * (`ids=3,1,2` gives item 3 sort 0, item 1 sort 1, item 2 sort 2).
 */
export const sortInputSchema = z.object({
  ids: z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v.trim().startsWith('[')
            ? parseJsonText(v)
            : v.split(',').map((s) => s.trim())
          : v,
      z.array(idSchema).min(1).max(500),
    )
    .refine((ids) => new Set(ids).size === ids.length, { message: ErrorCode.PARAMETER_ERROR }),
});
export type SortInput = z.infer<typeof sortInputSchema>;

/** Per-language texts as the operator API answers them. */
export type TranslationsView<T> = Partial<Record<Language, T>>;

export interface AdminMenuItemView {
  id: number;
  key: string;
  icon: string;
  route: string | null;
  sort: number;
  is_published: boolean;
  translations: TranslationsView<{ label: string }>;
  created_at: number;
  updated_at: number;
}

export interface AdminNewsView {
  id: number;
  c_id: NewsCategory;
  is_popup: boolean;
  image: string;
  link: string;
  sort: number;
  is_published: boolean;
  translations: TranslationsView<{ title: string; summary: string; content: string }>;
  created_at: number;
  updated_at: number;
}

export interface AdminFaqView {
  id: number;
  sort: number;
  is_published: boolean;
  translations: TranslationsView<{ question: string; answer: string }>;
  created_at: number;
  updated_at: number;
}

export interface AdminPageView {
  key: PageKey;
  is_published: boolean;
  translations: TranslationsView<{ title: string; content: string }>;
  updated_at: number;
}
