import { Migrator, type Migration, type MigrationProvider } from 'kysely';

import type { Db } from './database.js';
import * as m0001 from './migrations/0001_accounts.js';
import * as m0002 from './migrations/0002_content_admin.js';
import * as m0003 from './migrations/0003_markets.js';
import * as m0004 from './migrations/0004_wallet.js';
import * as m0005 from './migrations/0005_trading.js';
import * as m0006 from './migrations/0006_honest_prices.js';
import * as m0007 from './migrations/0007_journal_without_foreign_keys.js';
import * as m0008 from './migrations/0008_conversion_quotes.js';
import * as m0009 from './migrations/0009_spot_fills_index.js';
import * as m0010 from './migrations/0010_menu_routes.js';
import * as m0011 from './migrations/0011_bill_events.js';
import * as m0013 from './migrations/0013_four_eyes.js';
import * as m0014 from './migrations/0014_operator_totp.js';
import * as m0015 from './migrations/0015_account_holds.js';
import * as m0016 from './migrations/0016_operator_accounts.js';
import * as m0017 from './migrations/0017_user_logins.js';
import * as m0018 from './migrations/0018_invest.js';
import * as m0019 from './migrations/0019_ieo.js';
import * as m0020 from './migrations/0020_lockup.js';
import * as m0021 from './migrations/0021_finance_tile.js';
import * as m0022 from './migrations/0022_price_colours.js';
import * as m0023 from './migrations/0023_ieo_lock.js';
import * as m0024 from './migrations/0024_earn_help_pages.js';
import * as m0025 from './migrations/0025_user_totp.js';
import * as m0026 from './migrations/0026_liabilities_proof.js';
import * as m0027 from './migrations/0027_price_alerts.js';
import * as m0028 from './migrations/0028_settlement_pages.js';
import * as m0029 from './migrations/0029_login_challenge_stay.js';
import * as m0030 from './migrations/0030_withdraw_whitelist.js';
import * as m0031 from './migrations/0031_devices.js';
import * as m0032 from './migrations/0032_web_push.js';
import * as m0033 from './migrations/0033_passkeys.js';
import * as m0034 from './migrations/0034_invite_rebates.js';
import * as m0035 from './migrations/0035_game.js';
import * as m0036 from './migrations/0036_coupons.js';
import * as m0037 from './migrations/0037_support.js';
import * as m0038 from './migrations/0038_chat.js';
import * as m0040 from './migrations/0040_loans.js';
import * as m0041 from './migrations/0041_inbox_settings.js';
import * as m0042 from './migrations/0042_otc.js';
import * as m0043 from './migrations/0043_nft.js';
import * as m0044 from './migrations/0044_nft_auctions.js';

/** Migrations are listed here in order; one set serves PGlite and PostgreSQL. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_content_admin': m0002,
  '0003_markets': m0003,
  '0004_wallet': m0004,
  '0005_trading': m0005,
  '0006_honest_prices': m0006,
  '0007_journal_without_foreign_keys': m0007,
  '0008_conversion_quotes': m0008,
  '0009_spot_fills_index': m0009,
  '0010_menu_routes': m0010,
  '0011_bill_events': m0011,
  '0013_four_eyes': m0013,
  '0014_operator_totp': m0014,
  '0015_account_holds': m0015,
  '0016_operator_accounts': m0016,
  '0017_user_logins': m0017,
  // Earn (#17): 0018 invest, 0019 ieo, 0020 lockup.
  '0018_invest': m0018,
  '0019_ieo': m0019,
  '0020_lockup': m0020,
  '0021_finance_tile': m0021,
  '0022_price_colours': m0022,
  '0023_ieo_lock': m0023,
  '0024_earn_help_pages': m0024,
  '0025_user_totp': m0025,
  '0026_liabilities_proof': m0026,
  '0027_price_alerts': m0027,
  '0028_settlement_pages': m0028,
  '0029_login_challenge_stay': m0029,
  '0030_withdraw_whitelist': m0030,
  '0031_devices': m0031,
  '0032_web_push': m0032,
  '0033_passkeys': m0033,
  '0034_invite_rebates': m0034,
  '0035_game': m0035,
  '0036_coupons': m0036,
  '0037_support': m0037,
  '0038_chat': m0038,
  '0040_loans': m0040,
  '0041_inbox_settings': m0041,
  '0042_otc': m0042,
  '0043_nft': m0043,
  '0044_nft_auctions': m0044,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Applies every pending migration. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
