import { sql, type Kysely } from 'kysely';

/**
 * Home tiles of issue #14 (items 2, 4 and 7) in databases seeded before: futures, margin and
 * options open their product on the trade tab, Bills opens the bill, and the `exchange` tile is
 * called Convert like the screen it opens. Only rows still holding the old seeded value change:
 * a route or label an operator has edited stays theirs.
 */
const ROUTES: [key: string, old: string | null, route: string][] = [
  ['futures', '/pages/transaction/index2', '/pages/transaction/index?product=futures'],
  ['margin', '/pages/transaction/contract', '/pages/transaction/index?product=futures'],
  ['options', '/pages/transaction/index', '/pages/transaction/index?product=options'],
  ['bills', null, '/pages/setting/bill'],
];

/**
 * The `exchange` tile's label in the eight languages: [old seeded, new], the new one the word the
 * Convert screen uses (zh, hk, jp and kor already used it).
 */
const CONVERT_LABELS: [lang: string, old: string, label: string][] = [
  ['en', 'Exchange', 'Convert'],
  ['zh', '兑换', '兑换'],
  ['hk', '兌換', '兌換'],
  ['th', 'แลกเปลี่ยน', 'แปลง'],
  ['jp', '両替', '両替'],
  ['kor', '환전', '환전'],
  ['fra', 'Change', 'Convertir'],
  ['spa', 'Cambio', 'Convertir'],
];

async function setRoute(db: Kysely<unknown>, key: string, from: string | null, to: string | null) {
  const current = from === null ? sql`route is null` : sql`route = ${from}`;
  await sql`update menu_items set route = ${to}, updated_at = now()
    where key = ${key} and ${current}`.execute(db);
}

async function setExchangeLabel(db: Kysely<unknown>, lang: string, from: string, to: string) {
  if (from === to) return;
  await sql`update menu_item_translations set label = ${to}
    where lang = ${lang} and label = ${from}
      and menu_item_id = (select id from menu_items where key = 'exchange')`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [key, old, route] of ROUTES) await setRoute(db, key, old, route);
  for (const [lang, old, label] of CONVERT_LABELS) await setExchangeLabel(db, lang, old, label);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [key, old, route] of ROUTES) await setRoute(db, key, route, old);
  for (const [lang, old, label] of CONVERT_LABELS) await setExchangeLabel(db, lang, label, old);
}
