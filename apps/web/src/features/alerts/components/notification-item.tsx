import { formatDateTime, type NotificationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { coinPrecision, formatAmount, formatPercentText } from '../../../components/ui/amount';
import { paths } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';

const price = (value: string) =>
  formatAmount(value, { kind: 'price', precision: coinPrecision(value), grouped: true }) ?? value;

const amount = (value: string) =>
  formatAmount(value, { kind: 'amount', precision: 8, grouped: true }) ?? value;

/** Opens what a notification tells of (its orders, positions or records); null for an alert. */
export function notificationLink(n: NotificationView): (() => void) | null {
  switch (n.kind) {
    case 'spot_filled':
      return () => navigation.push(paths.currencyOrder);
    case 'position_opened':
    case 'position_closed':
    case 'liquidation_warning':
      return () => navigation.push(paths.contractOrder);
    case 'option_settled':
      return () => navigation.push(paths.secondsOrder);
    case 'deposit_credited':
      return () => navigation.push(paths.receiveWithdrawRecord, { tab: 'deposit' });
    case 'withdrawal_paid':
    case 'withdrawal_rejected':
      return () => navigation.push(paths.receiveWithdrawRecord, { tab: 'withdraw' });
    case 'loan_margin_call':
      return () => navigation.push(paths.borrowing, { tab: 'loans' });
    case 'loan_liquidated':
      return () => navigation.push(paths.borrowing, { tab: 'history' });
    default:
      return null;
  }
}

/** A notification's title and text in the UI language, from its kind and params. */
export function useNotificationText() {
  const { t } = useTranslation();
  return (n: NotificationView): { title: string; text: string } => {
    switch (n.kind) {
      case 'alert_cross': {
        const p = n.params;
        return {
          title: t('notifications.alertTitle', { pair: p.symbol }),
          text: t(
            p.direction === 'above' ? 'notifications.crossAbove' : 'notifications.crossBelow',
            { pair: p.symbol, target: price(p.target), price: price(p.price) },
          ),
        };
      }
      case 'alert_move': {
        const p = n.params;
        return {
          title: t('notifications.alertTitle', { pair: p.symbol }),
          text: t('notifications.moved', {
            pair: p.symbol,
            moved: formatPercentText(p.moved, { signed: true }) ?? p.moved,
            reference: price(p.reference),
            price: price(p.price),
          }),
        };
      }
      case 'spot_filled':
        return {
          title: t('notifications.spotFilledTitle'),
          text: t('notifications.spotFilled', { pair: n.params.symbol }),
        };
      case 'position_opened':
        return {
          title: t('notifications.positionOpenedTitle'),
          text: t('notifications.positionOpened', { pair: n.params.symbol }),
        };
      case 'position_closed': {
        const reason = n.params.reason ?? 'user';
        const liquidated = reason === 'liquidation';
        const key = (
          {
            take_profit: 'notifications.closedTakeProfit',
            stop_loss: 'notifications.closedStopLoss',
            liquidation: 'notifications.liquidated',
          } as const
        )[reason as 'take_profit'];
        return {
          title: t(
            liquidated ? 'notifications.liquidatedTitle' : 'notifications.positionClosedTitle',
          ),
          text: t(key ?? 'notifications.closed', { pair: n.params.symbol }),
        };
      }
      case 'liquidation_warning':
        return {
          title: t('notifications.warningTitle'),
          text: t('notifications.warning', {
            pair: n.params.symbol,
            price: n.params.liquidation_price === null ? '—' : price(n.params.liquidation_price),
          }),
        };
      case 'option_settled':
        return {
          title: t('notifications.optionTitle'),
          text: t('notifications.optionSettled', { pair: n.params.symbol }),
        };
      case 'deposit_credited':
      case 'withdrawal_paid':
      case 'withdrawal_rejected': {
        const texts = {
          deposit_credited: ['notifications.depositTitle', 'notifications.deposit'],
          withdrawal_paid: ['notifications.withdrawalPaidTitle', 'notifications.withdrawalPaid'],
          withdrawal_rejected: [
            'notifications.withdrawalRejectedTitle',
            'notifications.withdrawalRejected',
          ],
        } as const;
        const [title, text] = texts[n.kind];
        const values = { amount: amount(n.params.amount), coin: n.params.currency };
        return { title: t(title), text: t(text, values) };
      }
      case 'loan_margin_call': {
        const p = n.params;
        return {
          title: t('notifications.loanMarginCallTitle'),
          text: t('notifications.loanMarginCall', {
            coin: p.currency,
            pair: p.symbol,
            ltv: formatPercentText(p.ltv, { ratio: true, signed: false }) ?? p.ltv,
            price: price(p.price),
            liquidation: p.liquidation_price === null ? '—' : price(p.liquidation_price),
          }),
        };
      }
      case 'loan_liquidated': {
        const p = n.params;
        return {
          title: t('notifications.loanLiquidatedTitle'),
          text: t('notifications.loanLiquidated', {
            coin: p.currency,
            pair: p.symbol,
            price: price(p.price),
            sold: amount(p.sold),
            debt: amount(p.debt),
            returned: amount(p.returned),
          }),
        };
      }
    }
  };
}

/** The red dot of something unread, named for screen readers. */
export function UnreadDot() {
  const { t } = useTranslation();
  return <span className="unread-dot" role="img" aria-label={t('notifications.unread')} />;
}

/** One notification: unread dot, title, text and when it arrived; a tap marks it read. */
export function NotificationItem({
  notification,
  onRead,
}: {
  notification: NotificationView;
  onRead: (id: number) => void;
}) {
  const describe = useNotificationText();
  const { title, text } = describe(notification);
  return (
    <button
      type="button"
      className={`card notification-item${notification.read ? '' : ' notification-item--unread'}`}
      data-testid="notification-item"
      onClick={() => {
        if (!notification.read) onRead(notification.id);
        notificationLink(notification)?.();
      }}
    >
      <span className="notification-item__head">
        {notification.read ? null : <UnreadDot />}
        <span className="notification-item__title">{title}</span>
        <time
          className="notification-item__time"
          dateTime={new Date(notification.created_at).toISOString()}
        >
          {formatDateTime(notification.created_at)}
        </time>
      </span>
      <span className="notification-item__text">{text}</span>
    </button>
  );
}
