import { toMoney, type FiatRatesView, type SiteConfigView } from '@meridian/contract';

import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';

/** GET /getSiteConfig: the site's name and logo. */
export async function getSiteConfig(db: Db): Promise<SiteConfigView> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', ['site_name', 'site_logo'])
    .execute();
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  return { site_name: value('site_name'), site_logo: value('site_logo') };
}

/** GET /getSetting: one public setting's value. */
export async function getSetting(db: Db, keyword: string): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', keyword)
    .where('is_public', '=', true)
    .executeTakeFirst();
  if (!row) throw new AppError('SETTING_NOT_FOUND');
  return row.value;
}

/** The fiat rates JSON the H5 app refreshes every 24 h (SPEC.md §7). */
export async function getFiatRates(db: Db): Promise<FiatRatesView> {
  const rows = await db.selectFrom('fiat_rates').selectAll().orderBy('sort').execute();
  const saveTime = Math.max(0, ...rows.map((r) => r.updated_at.getTime()));
  return { rates: rows.map((r) => ({ currency_code: r.currency_code, rate: toMoney(r.rate).toString() })), saveTime };
}
