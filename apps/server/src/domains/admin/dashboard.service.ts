import {
  HOUSE_ACCOUNTS,
  type AdminDashboardView,
  type AdminQueue,
  type HouseDailyInput,
  type HouseDailyView,
  type LedgerCheckView,
} from '@meridian/contract';

import { listActiveCurrencies } from '../../db/currencies.js';
import type { AppDeps } from '../../deps.js';
import { checkLedger } from '../../ledger/check.js';
import { walletRules as rules } from '../wallet/index.js';
import type { AdminCaller } from './admin-auth.js';
import * as repo from './admin.repository.js';
import * as dash from './dashboard.repository.js';

/** Where the last ledger check is kept (a private setting), so every node shows the same one. */
const LAST_CHECK_KEY = 'ledger_check_last';

async function lastCheck(deps: AppDeps): Promise<LedgerCheckView | null> {
  const row = await deps.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', LAST_CHECK_KEY)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as LedgerCheckView) : null;
}

/** GET /admin/dashboard: the queues, the books per currency, and the last ledger check. */
export async function dashboard(deps: AppDeps): Promise<AdminDashboardView> {
  const [queues, liabilities, houses, currencies, check] = await Promise.all([
    dash.queueSizes(deps.db),
    dash.userLiabilities(deps.db),
    dash.houseHoldings(deps.db),
    listActiveCurrencies(deps.db),
    lastCheck(deps),
  ]);
  const books = currencies.map((c) => {
    const held: Record<string, string> = Object.fromEntries(HOUSE_ACCOUNTS.map((h) => [h, '0']));
    for (const h of houses) if (h.currency_id === c.id) held[h.house] = rules.plain(h.total);
    const owed = liabilities.find((l) => l.currency_id === c.id)?.total ?? '0';
    return {
      currency_id: c.id,
      currency_name: c.name,
      liabilities: rules.plain(owed),
      houses: held,
    };
  });
  return {
    queues: queues.map((q) => ({
      queue: q.queue as AdminQueue,
      count: Number(q.count),
      oldest_at: q.oldest ? new Date(q.oldest).getTime() : null,
    })),
    books,
    ledger_check: check,
  };
}

/**
 * POST /admin/ledger-check: runs the ledger's invariants now (any role may: it reads the books),
 * keeps the result with its time for the dashboard, and audits who ran it.
 */
export async function runLedgerCheck(deps: AppDeps, admin: AdminCaller): Promise<LedgerCheckView> {
  const problems = await checkLedger(deps.db);
  const kinds: Record<string, number> = {};
  for (const p of problems) kinds[p.kind] = (kinds[p.kind] ?? 0) + 1;
  const view: LedgerCheckView = {
    ran_at: Date.now(),
    admin_id: admin.id,
    problems: problems.length,
    kinds,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('settings')
      .values({ key: LAST_CHECK_KEY, value: JSON.stringify(view), is_public: false })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: JSON.stringify(view), updated_at: new Date() }),
      )
      .execute();
    await repo.insertAudit(trx, {
      admin_id: admin.id,
      action: 'ledger.check',
      entity: 'ledger',
      entity_id: 'all',
      detail: { problems: problems.length, kinds },
    });
  });
  return view;
}

/** GET /admin/dashboard/house-daily: the options pool's (or insurance's…) P/L per day. */
export async function houseDaily(deps: AppDeps, input: HouseDailyInput): Promise<HouseDailyView[]> {
  const rows = await dash.houseDaily(deps.db, input.house, input.days);
  return rows.map((r) => ({
    day: Number(r.day),
    currency_id: r.currency_id,
    change: rules.plain(r.change),
  }));
}
