import type { FinanceSummaryView } from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import { earnSummary as ieoSummary } from '../ieo/index.js';
import { earnSummary as investSummary } from '../invest/index.js';
import { earnSummary as lockupSummary } from '../lockup/index.js';

/** Each product answers for itself; the finance tab only lists them (EARN_PRODUCTS order). */
export async function financeSummary(deps: AppDeps, userId: number): Promise<FinanceSummaryView> {
  const products = await Promise.all([
    investSummary(deps.db, userId),
    lockupSummary(deps.db, userId),
    ieoSummary(deps.db, userId),
  ]);
  return { products };
}
