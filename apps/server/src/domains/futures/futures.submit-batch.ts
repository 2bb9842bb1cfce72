import type { LeverPositionView, LeverSubmitInput } from '@meridian/contract';
import { toMoney } from '@meridian/contract';

import type { Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import {
  claimIdempotencyKeys,
  releaseIdempotencyKeys,
  storeIdempotentResponses,
} from '../../http/idempotency.repository.js';
import type { KeyClaim } from '../../http/idempotency.repository.js';
import * as ledger from '../../ledger/ledger.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import type { Caller } from '../../lib/caller.js';
import { GroupCommit, outcomeOf, type Outcome } from '../../lib/group-commit.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import { planSubmit, submitPosting, type SubmitPlan } from './futures.commands.js';
import { announceChanges, emitOpened } from './futures.executions.js';
import { readFuturesSettings, markOf, precisionFor } from './futures.market.js';
import * as repo from './futures.repository.js';
import type { PositionRow } from './futures.repository.js';
import { describeAccount, positionView } from './futures.views.js';

/**
 * `/lever/submit` at group-commit speed (ARCHITECTURE.md "The write path at speed"): orders that
 * arrive while a batch is in flight join the next one, and a batch is one transaction of a few
 * set-based statements whatever its size: key claims, the users' futures balances (locked, in
 * id order), the deciding ticks, the positions, the postings, the accounts and the stored
 * answers. Answers go out after the commit. An order the batch cannot take as it stands (its key
 * exists, its balance does not cover it) and every order of a batch that fails run the one-by-one
 * path afterwards, which answers exactly as it always has.
 */

export interface SubmitRequest {
  caller: Caller;
  input: LeverSubmitInput;
  /** The request's Idempotency-Key claim, or null without a key (read after the order is checked). */
  claim: () => KeyClaim | null;
  /** The one-by-one path: the route's idempotent money transaction around `submitPosition`. */
  alone: () => Promise<LeverPositionView>;
}

interface Planned {
  request: SubmitRequest;
  plan: SubmitPlan;
  claim: KeyClaim | null;
}

const claimKey = (c: KeyClaim) => `${c.user_id}:${c.key}`;

/** The group commit of futures orders; one per app. */
export function createSubmitBatcher(deps: AppDeps) {
  const group = new GroupCommit<SubmitRequest, LeverPositionView>((requests) =>
    runBatch(deps, requests),
  );
  return (request: SubmitRequest) => group.submit(request);
}

async function runBatch(
  deps: AppDeps,
  requests: SubmitRequest[],
): Promise<Outcome<LeverPositionView>[]> {
  const outcomes: (Outcome<LeverPositionView> | undefined)[] = [];
  const planned: (Planned & { index: number })[] = [];
  requests.forEach((request, index) => {
    try {
      const plan = planSubmit(deps, request.caller, request.input);
      planned.push({ request, plan, claim: request.claim(), index });
    } catch (error) {
      outcomes[index] = { ok: false, error };
    }
  });
  let written: Map<number, LeverPositionView> = new Map();
  let opened: PositionRow[] = [];
  if (planned.length > 1) {
    try {
      ({ written, opened } = await moneyTransaction(
        deps.db,
        (trx) => writeBatch(deps, trx, planned),
        publishBalanceChanges(deps.events),
      ));
    } catch (error) {
      deps.log.warn({ err: error, orders: planned.length }, 'futures: batch failed; one by one');
      written = new Map();
      opened = [];
    }
  }
  if (opened.length > 0) announceChanges(deps, opened);
  await Promise.all(
    planned.map(async ({ request, index }) => {
      const view = written.get(index);
      outcomes[index] = view ? { ok: true, value: view } : await outcomeOf(request.alone);
    }),
  );
  return outcomes.map((o) => o!);
}

/**
 * Writes the orders the batch can take; answers their views by request index and the rows.
 * An order left out runs alone after the commit.
 */
async function writeBatch(deps: AppDeps, trx: Trx, planned: (Planned & { index: number })[]) {
  const claims = planned.flatMap((p) => (p.claim ? [p.claim] : []));
  const claimed = await claimIdempotencyKeys(trx, claims);
  // A key asked twice in one batch belongs to its first order; the other waits and runs alone.
  const withKey = planned.filter((p) => {
    if (!p.claim) return true;
    const key = claimKey(p.claim);
    return claimed.delete(key);
  });
  const users = [...new Set(withKey.map((p) => p.plan.userId))];
  const available = await repo.lockFuturesBalances(trx, users);
  const taken = withKey.filter(({ plan }) => {
    const left = toMoney(available.get(plan.userId) ?? '0').minus(plan.cost.total);
    if (left.isNegative()) return false;
    available.set(plan.userId, left.toFixed());
    return true;
  });
  // A key claimed for an order the batch leaves out must not stay behind without an answer.
  await releaseIdempotencyKeys(
    trx,
    withKey.flatMap((p) => (!taken.includes(p) && p.claim ? [p.claim] : [])),
  );
  if (taken.length === 0) return { written: new Map<number, LeverPositionView>(), opened: [] };

  await recordDecisiveTicks(
    trx,
    taken.filter((p) => !p.plan.isLimit).map((p) => p.plan.tick),
  );
  const rows = await repo.insertPositions(
    trx,
    taken.map((p) => p.plan.values),
  );
  await ledger.postMany(
    trx,
    taken.map((p, i) => submitPosting(p.plan, rows[i]!)),
  );
  taken.forEach((p, i) => {
    if (!p.plan.isLimit) emitOpened(deps, trx, rows[i]!);
  });
  const [accounts, settings] = await Promise.all([
    repo.accountsOf(trx, users),
    readFuturesSettings(trx),
  ]);
  const marks = (symbol: string) => markOf(deps, symbol);
  const pictures = new Map(
    [...accounts].map(([userId, account]) => [
      userId,
      describeAccount(account, settings, marks, precisionFor(deps)),
    ]),
  );
  const written = new Map<number, LeverPositionView>();
  taken.forEach((p, i) => {
    const row = rows[i]!;
    const picture = pictures.get(row.user_id)!;
    written.set(
      p.index,
      positionView(row, marks(row.symbol), picture.liquidation.get(row.symbol) ?? null),
    );
  });
  await storeIdempotentResponses(
    trx,
    taken.flatMap((p) => (p.claim ? [{ ...p.claim, response: written.get(p.index) }] : [])),
  );
  return { written, opened: rows };
}
