import type { Language, NewsCategory, PageKey } from '@meridian/contract';
import { sql } from 'kysely';

import type { Executor } from '../../db/database.js';

/** The three content tables whose items have an id, a sort and a published flag. */
export type ItemTable = 'menu_items' | 'news' | 'faq_items';

/**
 * A translated column: the request language's text, else English's. Each item's translation
 * rows have every column (`''` when empty), so a language either supplies all texts or none.
 */
function translated<T extends string>(column: T) {
  return sql<string>`coalesce(${sql.ref(`t.${column}`)}, ${sql.ref(`e.${column}`)}, '')`;
}

// ---- public reads ----------------------------------------------------------------------------

export function listPublishedMenu(db: Executor, lang: Language) {
  return db
    .selectFrom('menu_items as m')
    .leftJoin('menu_item_translations as t', (j) =>
      j.onRef('t.menu_item_id', '=', 'm.id').on('t.lang', '=', lang),
    )
    .leftJoin('menu_item_translations as e', (j) =>
      j.onRef('e.menu_item_id', '=', 'm.id').on('e.lang', '=', 'en'),
    )
    .select(['m.id', 'm.key', 'm.icon', 'm.route', 'm.sort', translated('label').as('label')])
    .where('m.is_published', '=', true)
    .orderBy('m.sort')
    .orderBy('m.id')
    .execute();
}

function publishedNews(db: Executor, lang: Language) {
  return db
    .selectFrom('news as n')
    .leftJoin('news_translations as t', (j) =>
      j.onRef('t.news_id', '=', 'n.id').on('t.lang', '=', lang),
    )
    .leftJoin('news_translations as e', (j) =>
      j.onRef('e.news_id', '=', 'n.id').on('e.lang', '=', 'en'),
    )
    .where('n.is_published', '=', true);
}

/** Published items of one category, sort ascending, then newest first. */
export function listPublishedNews(
  db: Executor,
  lang: Language,
  cId: NewsCategory,
  offset: number,
  limit: number,
) {
  return publishedNews(db, lang)
    .select([
      'n.id',
      'n.c_id',
      'n.image',
      'n.link',
      'n.created_at',
      translated('title').as('title'),
      translated('summary').as('summary'),
    ])
    .where('n.c_id', '=', cId)
    .orderBy('n.sort')
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countPublishedNews(db: Executor, cId: NewsCategory): Promise<number> {
  const row = await db
    .selectFrom('news')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c_id', '=', cId)
    .where('is_published', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPublishedNews(db: Executor, lang: Language, id: number) {
  return publishedNews(db, lang)
    .select([
      'n.id',
      'n.c_id',
      'n.image',
      'n.created_at',
      translated('title').as('title'),
      translated('content').as('content'),
    ])
    .where('n.id', '=', id)
    .executeTakeFirst();
}

/** The pop-up the home page shows: the first published pop-up notice in list order. */
export function findCurrentPopup(db: Executor, lang: Language) {
  return publishedNews(db, lang)
    .select(['n.id', translated('title').as('title'), translated('content').as('content')])
    .where('n.is_popup', '=', true)
    .orderBy('n.sort')
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function listPublishedFaq(db: Executor, lang: Language) {
  return db
    .selectFrom('faq_items as f')
    .leftJoin('faq_item_translations as t', (j) =>
      j.onRef('t.faq_item_id', '=', 'f.id').on('t.lang', '=', lang),
    )
    .leftJoin('faq_item_translations as e', (j) =>
      j.onRef('e.faq_item_id', '=', 'f.id').on('e.lang', '=', 'en'),
    )
    .select(['f.id', translated('question').as('question'), translated('answer').as('answer')])
    .where('f.is_published', '=', true)
    .orderBy('f.sort')
    .orderBy('f.id')
    .execute();
}

export function findPublishedPage(db: Executor, lang: Language, key: PageKey) {
  return db
    .selectFrom('pages as p')
    .leftJoin('page_translations as t', (j) =>
      j.onRef('t.page_key', '=', 'p.key').on('t.lang', '=', lang),
    )
    .leftJoin('page_translations as e', (j) =>
      j.onRef('e.page_key', '=', 'p.key').on('e.lang', '=', 'en'),
    )
    .select([translated('title').as('title'), translated('content').as('content')])
    .where('p.key', '=', key)
    .where('p.is_published', '=', true)
    .where((eb) => eb.or([eb('t.lang', 'is not', null), eb('e.lang', 'is not', null)]))
    .executeTakeFirst();
}

// ---- operator reads --------------------------------------------------------------------------

export function listMenuItems(db: Executor) {
  return db.selectFrom('menu_items').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findMenuItem(db: Executor, id: number, forUpdate = false) {
  const query = db.selectFrom('menu_items').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function findMenuItemByKey(db: Executor, key: string) {
  return db.selectFrom('menu_items').select('id').where('key', '=', key).executeTakeFirst();
}

export function listMenuTranslations(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('menu_item_translations')
    .selectAll()
    .where('menu_item_id', 'in', ids)
    .execute();
}

export function listNews(
  db: Executor,
  cId: NewsCategory | undefined,
  offset: number,
  limit: number,
) {
  let query = db.selectFrom('news').selectAll();
  if (cId !== undefined) query = query.where('c_id', '=', cId);
  return query
    .orderBy('sort')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countNews(db: Executor, cId: NewsCategory | undefined): Promise<number> {
  let query = db.selectFrom('news').select((eb) => eb.fn.countAll<number>().as('n'));
  if (cId !== undefined) query = query.where('c_id', '=', cId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export function findNews(db: Executor, id: number, forUpdate = false) {
  const query = db.selectFrom('news').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function listNewsTranslations(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('news_translations').selectAll().where('news_id', 'in', ids).execute();
}

export function listFaqItems(db: Executor) {
  return db.selectFrom('faq_items').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findFaqItem(db: Executor, id: number, forUpdate = false) {
  const query = db.selectFrom('faq_items').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function listFaqTranslations(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('faq_item_translations')
    .selectAll()
    .where('faq_item_id', 'in', ids)
    .execute();
}

export function listPages(db: Executor) {
  return db.selectFrom('pages').selectAll().orderBy('key').execute();
}

export function findPage(db: Executor, key: PageKey, forUpdate = false) {
  const query = db.selectFrom('pages').selectAll().where('key', '=', key);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function listPageTranslations(db: Executor, keys: PageKey[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db.selectFrom('page_translations').selectAll().where('page_key', 'in', keys).execute();
}

// ---- operator writes -------------------------------------------------------------------------

export function insertMenuItem(
  db: Executor,
  item: { key: string; icon: string; route: string | null; sort: number; is_published: boolean },
) {
  return db.insertInto('menu_items').values(item).returningAll().executeTakeFirstOrThrow();
}

export function updateMenuItem(
  db: Executor,
  id: number,
  changes: { icon?: string; route?: string | null; sort?: number; is_published?: boolean },
) {
  return db
    .updateTable('menu_items')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function upsertMenuTranslations(
  db: Executor,
  id: number,
  rows: { lang: Language; label: string }[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto('menu_item_translations')
    .values(rows.map((r) => ({ menu_item_id: id, ...r })))
    .onConflict((oc) =>
      oc
        .columns(['menu_item_id', 'lang'])
        .doUpdateSet((eb) => ({ label: eb.ref('excluded.label') })),
    )
    .execute();
}

export async function deleteMenuTranslations(db: Executor, id: number, langs: Language[]) {
  if (langs.length === 0) return;
  await db
    .deleteFrom('menu_item_translations')
    .where('menu_item_id', '=', id)
    .where('lang', 'in', langs)
    .execute();
}

export function insertNews(
  db: Executor,
  item: {
    c_id: NewsCategory;
    is_popup: boolean;
    image: string;
    link: string;
    sort: number;
    is_published: boolean;
  },
) {
  return db.insertInto('news').values(item).returningAll().executeTakeFirstOrThrow();
}

export function updateNews(
  db: Executor,
  id: number,
  changes: {
    c_id?: NewsCategory;
    is_popup?: boolean;
    image?: string;
    link?: string;
    sort?: number;
    is_published?: boolean;
  },
) {
  return db
    .updateTable('news')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function upsertNewsTranslations(
  db: Executor,
  id: number,
  rows: { lang: Language; title: string; summary: string; content: string }[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto('news_translations')
    .values(rows.map((r) => ({ news_id: id, ...r })))
    .onConflict((oc) =>
      oc.columns(['news_id', 'lang']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        summary: eb.ref('excluded.summary'),
        content: eb.ref('excluded.content'),
      })),
    )
    .execute();
}

export async function deleteNewsTranslations(db: Executor, id: number, langs: Language[]) {
  if (langs.length === 0) return;
  await db
    .deleteFrom('news_translations')
    .where('news_id', '=', id)
    .where('lang', 'in', langs)
    .execute();
}

export function insertFaqItem(db: Executor, item: { sort: number; is_published: boolean }) {
  return db.insertInto('faq_items').values(item).returningAll().executeTakeFirstOrThrow();
}

export function updateFaqItem(
  db: Executor,
  id: number,
  changes: { sort?: number; is_published?: boolean },
) {
  return db
    .updateTable('faq_items')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function upsertFaqTranslations(
  db: Executor,
  id: number,
  rows: { lang: Language; question: string; answer: string }[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto('faq_item_translations')
    .values(rows.map((r) => ({ faq_item_id: id, ...r })))
    .onConflict((oc) =>
      oc.columns(['faq_item_id', 'lang']).doUpdateSet((eb) => ({
        question: eb.ref('excluded.question'),
        answer: eb.ref('excluded.answer'),
      })),
    )
    .execute();
}

export async function deleteFaqTranslations(db: Executor, id: number, langs: Language[]) {
  if (langs.length === 0) return;
  await db
    .deleteFrom('faq_item_translations')
    .where('faq_item_id', '=', id)
    .where('lang', 'in', langs)
    .execute();
}

/** Creates the page row if it is missing; answers it locked for the rest of the transaction. */
export async function lockOrCreatePage(db: Executor, key: PageKey) {
  await db
    .insertInto('pages')
    .values({ key })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return db
    .selectFrom('pages')
    .selectAll()
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function updatePage(db: Executor, key: PageKey, changes: { is_published?: boolean }) {
  return db
    .updateTable('pages')
    .set({ ...changes, updated_at: new Date() })
    .where('key', '=', key)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function upsertPageTranslations(
  db: Executor,
  key: PageKey,
  rows: { lang: Language; title: string; content: string }[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto('page_translations')
    .values(rows.map((r) => ({ page_key: key, ...r })))
    .onConflict((oc) =>
      oc.columns(['page_key', 'lang']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        content: eb.ref('excluded.content'),
      })),
    )
    .execute();
}

export async function deletePageTranslations(db: Executor, key: PageKey, langs: Language[]) {
  if (langs.length === 0) return;
  await db
    .deleteFrom('page_translations')
    .where('page_key', '=', key)
    .where('lang', 'in', langs)
    .execute();
}

export async function countPageTranslations(db: Executor, key: PageKey): Promise<number> {
  const row = await db
    .selectFrom('page_translations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('page_key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setItemPublished(
  db: Executor,
  table: ItemTable,
  id: number,
  isPublished: boolean,
) {
  const result = await db
    .updateTable(table)
    .set({ is_published: isPublished, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteItem(db: Executor, table: ItemTable, id: number) {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Locks the listed items in id order (a fixed order, so two sorts cannot deadlock). */
export async function lockItems(db: Executor, table: ItemTable, ids: number[]) {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function setItemSort(db: Executor, table: ItemTable, id: number, sort: number) {
  await db.updateTable(table).set({ sort, updated_at: new Date() }).where('id', '=', id).execute();
}

// ---- settings and fiat rates ------------------------------------------------------------------

export function listSettings(db: Executor, keys: string[]) {
  return db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
}

export function findPublicSetting(db: Executor, key: string) {
  return db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .where('is_public', '=', true)
    .executeTakeFirst();
}

export function listFiatRates(db: Executor) {
  return db.selectFrom('fiat_rates').selectAll().orderBy('sort').execute();
}
