import type { NotificationEvent, NotificationKind } from '@meridian/contract';

import { findActiveCurrency } from '../../db/currencies.js';
import type { AppDeps } from '../../deps.js';
import * as repo from './alerts.repository.js';
import { notificationView } from './alerts.service.js';

/** How long events gather before one insert writes them (many settle together). */
const FLUSH_MS = 200;
/** Rows per insert statement. */
const CHUNK = 1_000;

interface Pending {
  userId: number;
  kind: NotificationKind;
  params: object;
}

/**
 * The inbox keeps what the platform did on the user's behalf (issue #20 item 5): fills,
 * positions opened and closed (take-profit, stop-loss, liquidation), the liquidation warning,
 * option results, deposits credited and withdrawals paid or refused, loans' margin calls and
 * liquidations. The domains' events (after
 * their commit) are gathered for FLUSH_MS and written in one insert, so ten thousand options
 * settling together cost a few statements; each user connected then hears the `notification`
 * socket event with their unread count. A node that stops between a commit and the flush loses
 * those few notices: the inbox tells, the orders, positions and bill remain the record.
 */
export function registerNotificationHooks(deps: AppDeps): void {
  let pending: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;

  const flush = async () => {
    timer = undefined;
    const batch = pending;
    pending = [];
    for (let i = 0; i < batch.length; i += CHUNK) {
      const rows = await repo.insertNotifications(deps.db, batch.slice(i, i + CHUNK));
      await tellConnected(deps, rows);
    }
  };
  const add = (userId: number, kind: NotificationKind, params: object) => {
    pending.push({ userId, kind, params });
    timer ??= setTimeout(() => {
      flush().catch((error: unknown) =>
        deps.log.error({ err: error }, 'notifications not written'),
      );
    }, FLUSH_MS);
  };
  const coin = async (currencyId: number) =>
    (await findActiveCurrency(deps.db, currencyId))?.name ?? '';

  deps.events.on('order.filled', (e) =>
    add(e.userId, 'spot_filled', { order_id: e.orderId, symbol: e.symbol }),
  );
  deps.events.on('position.opened', (e) =>
    add(e.userId, 'position_opened', { position_id: e.positionId, symbol: e.symbol }),
  );
  deps.events.on('position.closed', (e) =>
    add(e.userId, 'position_closed', {
      position_id: e.positionId,
      symbol: e.symbol,
      reason: e.reason,
    }),
  );
  deps.events.on('position.liquidation_warning', (e) =>
    add(e.userId, 'liquidation_warning', {
      symbol: e.symbol,
      warning_price: e.warningPrice,
      liquidation_price: e.liquidationPrice,
    }),
  );
  deps.events.on('option.settled', (e) =>
    add(e.userId, 'option_settled', { order_id: e.orderId, symbol: e.symbol }),
  );
  deps.events.on('deposit.credited', async (e) =>
    add(e.userId, 'deposit_credited', {
      id: e.depositId,
      currency: await coin(e.currencyId),
      amount: e.amount,
    }),
  );
  deps.events.on('withdrawal.paid', async (e) =>
    add(e.userId, 'withdrawal_paid', {
      id: e.withdrawalId,
      currency: await coin(e.currencyId),
      amount: e.amount,
    }),
  );
  deps.events.on('loan.margin_call', async (e) =>
    add(e.userId, 'loan_margin_call', {
      loan_id: e.loanId,
      currency: await coin(e.currencyId),
      symbol: e.symbol,
      ltv: e.ltv,
      price: e.price,
      tick_time: e.tickTime,
      liquidation_price: e.liquidationPrice,
    }),
  );
  deps.events.on('loan.liquidated', async (e) =>
    add(e.userId, 'loan_liquidated', {
      loan_id: e.loanId,
      currency: await coin(e.currencyId),
      symbol: e.symbol,
      price: e.price,
      tick_time: e.tickTime,
      debt: e.debt,
      sold: e.sold,
      returned: e.returned,
    }),
  );
  deps.events.on('withdrawal.rejected', async (e) =>
    add(e.userId, 'withdrawal_rejected', {
      id: e.withdrawalId,
      currency: await coin(e.currencyId),
      amount: e.amount,
    }),
  );
}

/** Each connected user hears their newest notification of the batch, with their unread count. */
async function tellConnected(deps: AppDeps, rows: repo.NotificationRow[]) {
  if (!deps.connectedUsers || rows.length === 0) return;
  const connected = await deps.connectedUsers([...new Set(rows.map((r) => r.user_id))]);
  if (connected.size === 0) return;
  const newest = new Map<number, repo.NotificationRow>();
  for (const row of rows) if (connected.has(row.user_id)) newest.set(row.user_id, row);
  const unread = await repo.countUnreadOf(deps.db, [...newest.keys()]);
  for (const [userId, row] of newest) {
    const event: NotificationEvent = {
      notification: notificationView(row),
      unread: unread.get(userId) ?? 0,
    };
    deps.notifyUser(userId, 'notification', event);
  }
}
