import { formatDateTime, type NotificationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { coinPrecision, formatAmount, formatPercentText } from '../../../components/ui/amount';

const price = (value: string) =>
  formatAmount(value, { kind: 'price', precision: coinPrecision(value), grouped: true }) ?? value;

/** A notification's title and text in the UI language, from its kind and params. */
export function useNotificationText() {
  const { t } = useTranslation();
  return (n: NotificationView): { title: string; text: string } => {
    if (n.kind === 'alert_cross') {
      const p = n.params;
      return {
        title: t('notifications.alertTitle', { pair: p.symbol }),
        text: t(p.direction === 'above' ? 'notifications.crossAbove' : 'notifications.crossBelow', {
          pair: p.symbol,
          target: price(p.target),
          price: price(p.price),
        }),
      };
    }
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
