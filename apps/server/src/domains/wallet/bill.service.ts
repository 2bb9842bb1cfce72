import type {
  AccountType,
  BillEntryView,
  BillInput,
  Language,
  LedgerReason,
  Page,
} from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import type { Caller } from '../../lib/caller.js';
import { translate } from '../../lib/messages.js';
import { pageView } from '../../lib/pagination.js';
import * as repo from './wallet.repository.js';
import * as rules from './wallet.rules.js';

type BillRow = Awaited<ReturnType<typeof repo.pageBill>>['rows'][number];

/** POST /wallet/legal_log: every movement of the caller's balances, newest first. */
export async function pageBill(
  deps: AppDeps,
  caller: Caller,
  input: BillInput,
  lang: Language,
): Promise<Page<BillEntryView>> {
  const found = await repo.pageBill(
    deps.db,
    { userId: caller.user.id, currencyId: input.currency, accountType: input.type },
    input,
  );
  return pageView(found, (r) => billEntryView(r, lang), input);
}

/** One journal line as the bill shows it, its reason in the reader's language. */
export function billEntryView(r: BillRow, lang: Language): BillEntryView {
  const reason = r.reason as LedgerReason;
  return {
    id: r.id,
    currency_id: r.currency_id,
    currency_name: r.currency_name,
    account_type: r.account_type as AccountType,
    reason,
    reason_text: translate(`BILL_${reason}` as Parameters<typeof translate>[0], lang),
    memo: r.memo,
    change: rules.plain(r.delta_available),
    frozen_change: rules.plain(r.delta_frozen),
    available_after: rules.plain(r.available_after ?? '0'),
    frozen_after: rules.plain(r.frozen_after ?? '0'),
    created_at: r.created_at.getTime(),
  };
}
