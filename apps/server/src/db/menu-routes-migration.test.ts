import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { openTestDatabase } from '../testing/test-app.js';
import type { DatabaseHandle } from './connect.js';
import * as m0010 from './migrations/0010_menu_routes.js';

/**
 * Migration 0010 on a database seeded before it: the menu rows are put back to what the old
 * seed wrote (the template is migrated and seeded with today's menu), then the migration runs.
 */
let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await openTestDatabase();
});
afterEach(() => handle.close());

/** The migration sees the database untyped, as the migrator hands it over. */
const untyped = () => handle.db as unknown as Kysely<unknown>;

const OLD_ROUTES: Record<string, string | null> = {
  stock: '/pages/transaction/index2?category=stock',
  futures: '/pages/transaction/index2',
  margin: '/pages/transaction/contract',
  options: '/pages/transaction/index',
  bills: null,
  exchange: '/pages/fund/fundTransfer',
};
const OLD_EXCHANGE = {
  en: 'Exchange',
  zh: '兑换',
  hk: '兌換',
  th: 'แลกเปลี่ยน',
  jp: '両替',
  kor: '환전',
  fra: 'Change',
  spa: 'Cambio',
};

async function seedAsBefore() {
  for (const [key, route] of Object.entries(OLD_ROUTES))
    await sql`update menu_items set route = ${route} where key = ${key}`.execute(handle.db);
  for (const [lang, label] of Object.entries(OLD_EXCHANGE))
    await sql`update menu_item_translations set label = ${label} where lang = ${lang}
      and menu_item_id = (select id from menu_items where key = 'exchange')`.execute(handle.db);
}

async function routes(): Promise<Record<string, string | null>> {
  const rows = await handle.db
    .selectFrom('menu_items')
    .select(['key', 'route'])
    .where('key', 'in', Object.keys(OLD_ROUTES))
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.route]));
}

async function exchangeLabels(): Promise<Record<string, string>> {
  const rows = await handle.db
    .selectFrom('menu_item_translations as t')
    .innerJoin('menu_items as m', 'm.id', 't.menu_item_id')
    .select(['t.lang', 't.label'])
    .where('m.key', '=', 'exchange')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.lang, r.label]));
}

const NEW_ROUTES = {
  stock: '/pages/transaction/index2?category=stock',
  futures: '/pages/transaction/index?product=futures',
  margin: '/pages/transaction/index?product=futures',
  options: '/pages/transaction/index?product=options',
  bills: '/pages/setting/bill',
  exchange: '/pages/fund/fundTransfer',
};
const CONVERT = {
  en: 'Convert',
  zh: '兑换',
  hk: '兌換',
  th: 'แปลง',
  jp: '両替',
  kor: '환전',
  fra: 'Convertir',
  spa: 'Convertir',
};

describe('migration 0010: home tile routes and the Convert label', () => {
  it('a fresh database is seeded with the new routes and labels already', async () => {
    expect(await routes()).toEqual(NEW_ROUTES);
    expect(await exchangeLabels()).toEqual(CONVERT);
  });

  it('moves tiles still on their old seeded route and label to the new ones, and back down', async () => {
    await seedAsBefore();
    await m0010.up(untyped());
    expect(await routes()).toEqual(NEW_ROUTES);
    expect(await exchangeLabels()).toEqual(CONVERT);

    await m0010.down(untyped());
    expect(await routes()).toEqual(OLD_ROUTES);
    expect(await exchangeLabels()).toEqual(OLD_EXCHANGE);
  });

  it('leaves a route or label an operator changed alone', async () => {
    await seedAsBefore();
    await sql`update menu_items set route = '/pages/market/market' where key = 'futures'`.execute(
      handle.db,
    );
    await sql`update menu_items set route = '/pages/fund/assets' where key = 'bills'`.execute(
      handle.db,
    );
    await sql`update menu_item_translations set label = 'Swap' where lang = 'en'
      and menu_item_id = (select id from menu_items where key = 'exchange')`.execute(handle.db);
    await m0010.up(untyped());
    expect(await routes()).toEqual({
      ...NEW_ROUTES,
      futures: '/pages/market/market',
      bills: '/pages/fund/assets',
    });
    expect(await exchangeLabels()).toEqual({ ...CONVERT, en: 'Swap' });
  });

  it('is harmless on a database that never had the menu', async () => {
    await sql`delete from menu_items`.execute(handle.db);
    await m0010.up(untyped());
    expect(await routes()).toEqual({});
  });
});
