import {
  loanRules as rules,
  type AdminLoanCollateralInput,
  type AdminLoanConfigView,
  type AdminLoanListInput,
  type AdminLoanPoolInput,
  type AdminLoanView,
  type LoanPoolView,
  type Page,
} from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { pageView } from '../../lib/pagination.js';
import { assertCanWrite, insertAudit, type AdminCaller } from '../admin/index.js';
import * as repo from './loans.repository.js';
import { LOAN_CURRENCY, poolView } from './loans.service.js';
import { adminLoanView, collateralView, currencyNames } from './loans.views.js';

/** GET /admin/loans: every loan (by status, by user), newest first, with its live figures. */
export async function pageLoansForOperator(
  deps: AppDeps,
  input: AdminLoanListInput,
): Promise<Page<AdminLoanView>> {
  const [found, names] = await Promise.all([
    repo.pageLoans(deps.db, { userId: input.user_id, status: input.status }, input),
    currencyNames(deps.db),
  ]);
  return pageView(found, (row) => adminLoanView(row, names, deps.market), input);
}

/** GET /admin/loans/config: the pool and every collateral coin with what open loans hold. */
export async function loanConfigForOperator(deps: AppDeps): Promise<AdminLoanConfigView> {
  const [collaterals, held, pool] = await Promise.all([
    repo.listCollaterals(deps.db, false),
    repo.heldByCollateral(deps.db),
    poolView(deps.db),
  ]);
  return {
    pool,
    collaterals: collaterals.map((c) => ({
      ...collateralView(c, deps.market),
      enabled: c.enabled,
      open_loans: held.get(c.currency_id)?.loans ?? 0,
      collateral_held: rules.plain(held.get(c.currency_id)?.held ?? '0'),
    })),
  };
}

/**
 * POST /admin/loans/collateral (write access; audited): a collateral coin's hourly rate and
 * switch. The rate applies to loans opened from now on; each open loan keeps the rate it opened
 * with, as its screen showed. Switched off, the coin takes no new loans; open ones go on.
 */
export async function saveCollateral(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminLoanCollateralInput,
): Promise<AdminLoanConfigView> {
  assertCanWrite(admin);
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findCollateral(trx, input.currency_id);
    if (!before) throw new AppError('LOAN_COLLATERAL_UNAVAILABLE');
    const values = { hourly_rate: rules.plain(input.hourly_rate), enabled: input.enabled };
    await repo.updateCollateral(trx, input.currency_id, values);
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'loan.collateral',
      entity: 'loan_collateral',
      entity_id: String(input.currency_id),
      detail: {
        before: { hourly_rate: rules.plain(before.hourly_rate), enabled: before.enabled },
        after: values,
      },
    });
  });
  return loanConfigForOperator(deps);
}

/**
 * POST /admin/loans/pool (write access; audited): the most the pool may have lent at once. A
 * limit below what is lent now refuses new loans until repayments bring it under; it never
 * touches open loans.
 */
export async function savePool(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminLoanPoolInput,
): Promise<LoanPoolView> {
  assertCanWrite(admin);
  return deps.db.transaction().execute(async (trx) => {
    const before = await poolView(trx);
    await repo.savePoolLimit(trx, LOAN_CURRENCY, rules.plain(input.limit));
    const after = await poolView(trx);
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'loan.pool',
      entity: 'loan_pool',
      entity_id: String(LOAN_CURRENCY),
      detail: { before: { limit: before.limit }, after: { limit: after.limit } },
    });
    return after;
  });
}
