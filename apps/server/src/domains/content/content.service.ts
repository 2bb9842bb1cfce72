import {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  NEWS_CATEGORY,
  toMoney,
  type AdminFaqView,
  type AdminMenuItemView,
  type AdminNewsListInput,
  type AdminNewsView,
  type AdminPageView,
  type FaqCreateInput,
  type FaqItemView,
  type FaqUpdateInput,
  type FiatRatesView,
  type Language,
  type MenuItemCreateInput,
  type MenuItemUpdateInput,
  type MenuItemView,
  type NewsCreateInput,
  type NewsDetailView,
  type NewsItemView,
  type NewsListInput,
  type NewsUpdateInput,
  type Page,
  type PageKey,
  type PageUpdateInput,
  type PageView,
  type PopupView,
  type SiteConfigView,
  type TranslationsView,
} from '@meridian/contract';

import type {
  Db,
  Executor,
  FaqItemRow,
  MenuItemRow,
  NewsRow,
  PageRow,
  Trx,
} from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { offsetOf, toPage } from '../../lib/pagination.js';
import * as repo from './content.repository.js';
import { sanitizeContent } from './sanitize.js';

async function siteNameAndLogo(db: Db) {
  const rows = await repo.listSettings(db, ['site_name', 'site_logo']);
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  return { site_name: value('site_name'), site_logo: value('site_logo') };
}

/** GET /getSiteConfig: the site's name and logo, and whether it runs in demo mode (a simulated feed). */
export async function getSiteConfig(deps: Pick<AppDeps, 'db' | 'market'>): Promise<SiteConfigView> {
  const feed = deps.market.feedInfo();
  return {
    ...(await siteNameAndLogo(deps.db)),
    demo_mode: feed.simulated,
    feed: feed.name,
    seed_hash: feed.seed_hash,
    seed_public: feed.seed_public,
  };
}

/** The site's name, for mails and titles. */
export async function getSiteName(db: Db): Promise<string> {
  return (await siteNameAndLogo(db)).site_name || 'Meridian';
}

/** GET /getSetting: one public setting's value. */
export async function getSetting(db: Db, keyword: string): Promise<string> {
  const row = await repo.findPublicSetting(db, keyword);
  if (!row) throw new AppError('SETTING_NOT_FOUND');
  return row.value;
}

/** The fiat rates JSON the H5 app refreshes every 24 h (SPEC.md §7). */
export async function getFiatRates(db: Db): Promise<FiatRatesView> {
  const rows = await repo.listFiatRates(db);
  const saveTime = Math.max(0, ...rows.map((r) => r.updated_at.getTime()));
  return {
    rates: rows.map((r) => ({ currency_code: r.currency_code, rate: toMoney(r.rate).toString() })),
    saveTime,
  };
}

// ---- public content: texts in the request language, else English -----------------------------

/** GET /menu: published home tiles in display order. */
export async function getMenu(db: Db, lang: Language): Promise<MenuItemView[]> {
  const rows = await repo.listPublishedMenu(db, lang);
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    label: r.label,
    icon: r.icon,
    route: r.route,
    sort: r.sort,
  }));
}

/** POST /news/list: one category's published items, paged. */
export async function listNews(
  db: Db,
  lang: Language,
  input: NewsListInput,
): Promise<Page<NewsItemView>> {
  const [rows, total] = await Promise.all([
    repo.listPublishedNews(db, lang, input.c_id, offsetOf(input.page, input.limit), input.limit),
    repo.countPublishedNews(db, input.c_id),
  ]);
  const data = rows.map((r) => ({
    id: r.id,
    c_id: r.c_id,
    title: r.title,
    summary: r.summary,
    image: r.image,
    link: r.link,
    created_at: r.created_at.getTime(),
  }));
  return toPage(data, total, input.page, input.limit);
}

/** The image of the first published home banner, or null: the app shell preloads it. */
export async function firstBannerImage(db: Db): Promise<string | null> {
  const [first] = await repo.listPublishedNews(db, DEFAULT_LANGUAGE, NEWS_CATEGORY.banner, 0, 1);
  return first?.image || null;
}

/** POST /news/detail: a published item; anything else is NOT_FOUND. */
export async function getNewsDetail(db: Db, lang: Language, id: number): Promise<NewsDetailView> {
  const row = await repo.findPublishedNews(db, lang, id);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    c_id: row.c_id,
    title: row.title,
    content: sanitizeContent(row.content),
    image: row.image,
    created_at: row.created_at.getTime(),
  };
}

/** GET /news/index_pop: the pop-up to show on the home page, or null. */
export async function getIndexPopup(db: Db, lang: Language): Promise<PopupView | null> {
  const row = await repo.findCurrentPopup(db, lang);
  return row ? { id: row.id, title: row.title, content: sanitizeContent(row.content) } : null;
}

/** GET /faq. */
export async function getFaq(db: Db, lang: Language): Promise<FaqItemView[]> {
  const rows = await repo.listPublishedFaq(db, lang);
  return rows.map((r) => ({ id: r.id, question: r.question, answer: sanitizeContent(r.answer) }));
}

/** GET /aboutus, /contactus, /operational_compliance, /share. */
export async function getPage(db: Db, lang: Language, key: PageKey): Promise<PageView> {
  const row = await repo.findPublishedPage(db, lang, key);
  if (!row) throw new AppError('NOT_FOUND');
  return { title: row.title, content: sanitizeContent(row.content) };
}

// ---- operator reads ---------------------------------------------------------------------------

function groupTranslations<R extends { lang: Language }, K extends string | number, T>(
  rows: R[],
  keyOf: (row: R) => K,
  textOf: (row: R) => T,
): Map<K, TranslationsView<T>> {
  const grouped = new Map<K, TranslationsView<T>>();
  for (const row of rows) {
    const entry = grouped.get(keyOf(row)) ?? {};
    entry[row.lang] = textOf(row);
    grouped.set(keyOf(row), entry);
  }
  return grouped;
}

async function menuViews(db: Executor, items: MenuItemRow[]): Promise<AdminMenuItemView[]> {
  const texts = groupTranslations(
    await repo.listMenuTranslations(
      db,
      items.map((i) => i.id),
    ),
    (r) => r.menu_item_id,
    (r) => ({ label: r.label }),
  );
  return items.map((i) => ({
    id: i.id,
    key: i.key,
    icon: i.icon,
    route: i.route,
    sort: i.sort,
    is_published: i.is_published,
    translations: texts.get(i.id) ?? {},
    created_at: i.created_at.getTime(),
    updated_at: i.updated_at.getTime(),
  }));
}

async function newsViews(db: Executor, items: NewsRow[]): Promise<AdminNewsView[]> {
  const texts = groupTranslations(
    await repo.listNewsTranslations(
      db,
      items.map((i) => i.id),
    ),
    (r) => r.news_id,
    (r) => ({ title: r.title, summary: r.summary, content: r.content }),
  );
  return items.map((i) => ({
    id: i.id,
    c_id: i.c_id,
    is_popup: i.is_popup,
    image: i.image,
    link: i.link,
    sort: i.sort,
    is_published: i.is_published,
    translations: texts.get(i.id) ?? {},
    created_at: i.created_at.getTime(),
    updated_at: i.updated_at.getTime(),
  }));
}

async function faqViews(db: Executor, items: FaqItemRow[]): Promise<AdminFaqView[]> {
  const texts = groupTranslations(
    await repo.listFaqTranslations(
      db,
      items.map((i) => i.id),
    ),
    (r) => r.faq_item_id,
    (r) => ({ question: r.question, answer: r.answer }),
  );
  return items.map((i) => ({
    id: i.id,
    sort: i.sort,
    is_published: i.is_published,
    translations: texts.get(i.id) ?? {},
    created_at: i.created_at.getTime(),
    updated_at: i.updated_at.getTime(),
  }));
}

async function pageViews(db: Executor, pages: PageRow[]): Promise<AdminPageView[]> {
  const texts = groupTranslations(
    await repo.listPageTranslations(
      db,
      pages.map((p) => p.key),
    ),
    (r) => r.page_key,
    (r) => ({ title: r.title, content: r.content }),
  );
  return pages.map((p) => ({
    key: p.key,
    is_published: p.is_published,
    translations: texts.get(p.key) ?? {},
    updated_at: p.updated_at.getTime(),
  }));
}

/** GET /admin/menu: every tile, drafts too, with all its texts. */
export async function listMenuForOperator(db: Db): Promise<AdminMenuItemView[]> {
  return menuViews(db, await repo.listMenuItems(db));
}

/** GET /admin/news: every item, drafts too, paged. */
export async function listNewsForOperator(
  db: Db,
  input: AdminNewsListInput,
): Promise<Page<AdminNewsView>> {
  const [rows, total] = await Promise.all([
    repo.listNews(db, input.c_id, offsetOf(input.page, input.limit), input.limit),
    repo.countNews(db, input.c_id),
  ]);
  return toPage(await newsViews(db, rows), total, input.page, input.limit);
}

/** GET /admin/faq. */
export async function listFaqForOperator(db: Db): Promise<AdminFaqView[]> {
  return faqViews(db, await repo.listFaqItems(db));
}

/** GET /admin/pages: the pages written so far. */
export async function listPagesForOperator(db: Db): Promise<AdminPageView[]> {
  return pageViews(db, await repo.listPages(db));
}

// ---- operator writes: each runs inside the caller's transaction and describes itself ---------

/** What a write changed, for the audit row written in the same transaction. */
export interface Change<T> {
  entityId: string;
  detail: Record<string, unknown>;
  result: T;
}

/** The content kinds with ids, their tables and their audit entity names. */
export const CONTENT_KINDS = {
  menu: { table: 'menu_items', entity: 'menu_item' },
  news: { table: 'news', entity: 'news' },
  faq: { table: 'faq_items', entity: 'faq_item' },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

/** Splits `translations` into rows to write and languages to remove (`null`). */
function splitTranslations<T extends object>(
  translations: Partial<Record<Language, T | null>> | undefined,
) {
  const upserts: (T & { lang: Language })[] = [];
  const removals: Language[] = [];
  for (const lang of LANGUAGES) {
    const value = translations?.[lang];
    if (value === null) removals.push(lang);
    else if (value) upserts.push({ ...value, lang });
  }
  return { upserts, removals };
}

function only<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

async function oneMenuView(trx: Trx, id: number) {
  const item = await repo.findMenuItem(trx, id);
  if (!item) throw new AppError('NOT_FOUND');
  return (await menuViews(trx, [item]))[0]!;
}

export async function createMenuItem(
  trx: Trx,
  input: MenuItemCreateInput,
): Promise<Change<AdminMenuItemView>> {
  if (await repo.findMenuItemByKey(trx, input.key)) throw new AppError('KEY_TAKEN');
  const { translations, ...fields } = input;
  const item = await repo.insertMenuItem(trx, fields);
  await repo.upsertMenuTranslations(trx, item.id, splitTranslations(translations).upserts);
  return {
    entityId: String(item.id),
    detail: { ...input },
    result: await oneMenuView(trx, item.id),
  };
}

export async function updateMenuItem(
  trx: Trx,
  input: MenuItemUpdateInput,
): Promise<Change<AdminMenuItemView>> {
  if (!(await repo.findMenuItem(trx, input.id, true))) throw new AppError('NOT_FOUND');
  const { id, translations, ...fields } = input;
  await repo.updateMenuItem(trx, id, only(fields));
  const { upserts, removals } = splitTranslations(translations);
  await repo.upsertMenuTranslations(trx, id, upserts);
  await repo.deleteMenuTranslations(trx, id, removals);
  return { entityId: String(id), detail: only(input), result: await oneMenuView(trx, id) };
}

async function oneNewsView(trx: Trx, id: number) {
  const item = await repo.findNews(trx, id);
  if (!item) throw new AppError('NOT_FOUND');
  return (await newsViews(trx, [item]))[0]!;
}

/** News texts with their HTML sanitised before it is stored. */
function cleanNewsTexts(translations: NewsCreateInput['translations'] | undefined) {
  if (!translations) return undefined;
  return Object.fromEntries(
    Object.entries(translations).map(([lang, t]) => [
      lang,
      t && { ...t, content: sanitizeContent(t.content) },
    ]),
  ) as NewsCreateInput['translations'];
}

export async function createNews(trx: Trx, input: NewsCreateInput): Promise<Change<AdminNewsView>> {
  const translations = cleanNewsTexts(input.translations);
  const { translations: _raw, ...fields } = input;
  const item = await repo.insertNews(trx, fields);
  await repo.upsertNewsTranslations(trx, item.id, splitTranslations(translations).upserts);
  return {
    entityId: String(item.id),
    detail: { ...fields, translations },
    result: await oneNewsView(trx, item.id),
  };
}

export async function updateNews(trx: Trx, input: NewsUpdateInput): Promise<Change<AdminNewsView>> {
  const current = await repo.findNews(trx, input.id, true);
  if (!current) throw new AppError('NOT_FOUND');
  const { id, translations: raw, ...fields } = input;
  const isPopup = fields.is_popup ?? current.is_popup;
  if (isPopup && (fields.c_id ?? current.c_id) !== NEWS_CATEGORY.notice) {
    throw new AppError('PARAMETER_ERROR', { field: 'is_popup' });
  }
  const translations = cleanNewsTexts(raw);
  await repo.updateNews(trx, id, only(fields));
  const { upserts, removals } = splitTranslations(translations);
  await repo.upsertNewsTranslations(trx, id, upserts);
  await repo.deleteNewsTranslations(trx, id, removals);
  return {
    entityId: String(id),
    detail: only({ ...fields, translations }),
    result: await oneNewsView(trx, id),
  };
}

async function oneFaqView(trx: Trx, id: number) {
  const item = await repo.findFaqItem(trx, id);
  if (!item) throw new AppError('NOT_FOUND');
  return (await faqViews(trx, [item]))[0]!;
}

function cleanFaqTexts(translations: FaqCreateInput['translations'] | undefined) {
  if (!translations) return undefined;
  return Object.fromEntries(
    Object.entries(translations).map(([lang, t]) => [
      lang,
      t && { ...t, answer: sanitizeContent(t.answer) },
    ]),
  ) as FaqCreateInput['translations'];
}

export async function createFaqItem(
  trx: Trx,
  input: FaqCreateInput,
): Promise<Change<AdminFaqView>> {
  const translations = cleanFaqTexts(input.translations);
  const item = await repo.insertFaqItem(trx, {
    sort: input.sort,
    is_published: input.is_published,
  });
  await repo.upsertFaqTranslations(trx, item.id, splitTranslations(translations).upserts);
  return {
    entityId: String(item.id),
    detail: { sort: input.sort, is_published: input.is_published, translations },
    result: await oneFaqView(trx, item.id),
  };
}

export async function updateFaqItem(
  trx: Trx,
  input: FaqUpdateInput,
): Promise<Change<AdminFaqView>> {
  if (!(await repo.findFaqItem(trx, input.id, true))) throw new AppError('NOT_FOUND');
  const { id, translations: raw, ...fields } = input;
  const translations = cleanFaqTexts(raw);
  await repo.updateFaqItem(trx, id, only(fields));
  const { upserts, removals } = splitTranslations(translations);
  await repo.upsertFaqTranslations(trx, id, upserts);
  await repo.deleteFaqTranslations(trx, id, removals);
  return {
    entityId: String(id),
    detail: only({ ...fields, translations }),
    result: await oneFaqView(trx, id),
  };
}

async function onePageView(trx: Trx, key: PageKey) {
  const page = await repo.findPage(trx, key);
  if (!page) throw new AppError('NOT_FOUND');
  return (await pageViews(trx, [page]))[0]!;
}

/** POST /admin/pages/update: writes a page (creating it on first write, which needs English). */
export async function updatePage(trx: Trx, input: PageUpdateInput): Promise<Change<AdminPageView>> {
  await repo.lockOrCreatePage(trx, input.key);
  const translations = input.translations
    ? (Object.fromEntries(
        Object.entries(input.translations).map(([lang, t]) => [
          lang,
          t && { ...t, content: sanitizeContent(t.content) },
        ]),
      ) as PageUpdateInput['translations'])
    : undefined;
  await repo.updatePage(trx, input.key, only({ is_published: input.is_published }));
  const { upserts, removals } = splitTranslations(translations);
  await repo.upsertPageTranslations(trx, input.key, upserts);
  await repo.deletePageTranslations(trx, input.key, removals);
  const view = await onePageView(trx, input.key);
  if (!view.translations.en) throw new AppError('PARAMETER_ERROR', { field: 'translations.en' });
  return {
    entityId: input.key,
    detail: only({ is_published: input.is_published, translations }),
    result: view,
  };
}

/** Publishes or unpublishes a page that exists. */
export async function setPagePublished(
  trx: Trx,
  key: PageKey,
  isPublished: boolean,
): Promise<Change<AdminPageView>> {
  if (!(await repo.findPage(trx, key, true))) throw new AppError('NOT_FOUND');
  await repo.updatePage(trx, key, { is_published: isPublished });
  return {
    entityId: key,
    detail: { is_published: isPublished },
    result: await onePageView(trx, key),
  };
}

async function snapshot(trx: Trx, kind: ContentKind, id: number) {
  switch (kind) {
    case 'menu':
      return oneMenuView(trx, id);
    case 'news':
      return oneNewsView(trx, id);
    case 'faq':
      return oneFaqView(trx, id);
  }
}

/** Deletes an item and its texts; the audit keeps what was deleted. */
export async function deleteItem(trx: Trx, kind: ContentKind, id: number): Promise<Change<null>> {
  const before = await snapshot(trx, kind, id);
  await repo.deleteItem(trx, CONTENT_KINDS[kind].table, id);
  return { entityId: String(id), detail: { deleted: before }, result: null };
}

export async function setItemPublished(
  trx: Trx,
  kind: ContentKind,
  id: number,
  isPublished: boolean,
): Promise<Change<{ id: number; is_published: boolean }>> {
  if (!(await repo.setItemPublished(trx, CONTENT_KINDS[kind].table, id, isPublished)))
    throw new AppError('NOT_FOUND');
  return {
    entityId: String(id),
    detail: { is_published: isPublished },
    result: { id, is_published: isPublished },
  };
}

/** Sets the display order: the first id gets sort 0, the next 1, and so on. */
export async function sortItems(
  trx: Trx,
  kind: ContentKind,
  ids: number[],
): Promise<Change<{ id: number; sort: number }[]>> {
  const table = CONTENT_KINDS[kind].table;
  const found = await repo.lockItems(trx, table, ids);
  if (found.length !== ids.length) throw new AppError('NOT_FOUND');
  for (const [sort, id] of ids.entries()) await repo.setItemSort(trx, table, id, sort);
  const result = ids.map((id, sort) => ({ id, sort }));
  return { entityId: ids.join(','), detail: { ids }, result };
}
