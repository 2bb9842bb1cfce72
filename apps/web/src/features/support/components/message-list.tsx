import { formatDateTime, type SupportMessageView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { ClockIcon } from './support-icons';

/** `YYYY-MM-DD HH:mm` in the viewer's time. */
export const minuteOf = (ms: number) => formatDateTime(ms).slice(0, 16);

/** The platform's answer to a message written while no operator was online. */
function TicketNotice({ message }: { message: SupportMessageView }) {
  const { t } = useTranslation();
  return (
    <li className="support-notice" data-testid="support-ticket-notice">
      <ClockIcon className="support-notice__icon" />
      <p>
        {t('support.ticketNotice', { time: minuteOf(message.reply_due_at ?? message.created_at) })}
      </p>
    </li>
  );
}

/** One message: the user's on the right, customer service's on the left, with its time. */
function Bubble({ message }: { message: SupportMessageView }) {
  const { t } = useTranslation();
  const mine = message.sender === 'user';
  return (
    <li className={`support-msg support-msg--${mine ? 'mine' : 'theirs'}`}>
      <span className={mine ? 'visually-hidden' : 'support-msg__who'}>
        {mine ? t('support.you') : t('support.agent')}
      </span>
      <div className="support-msg__bubble">
        {message.image ? (
          <a href={message.image} target="_blank" rel="noopener noreferrer">
            <img className="support-msg__image" src={message.image} alt={t('support.imageAlt')} />
          </a>
        ) : null}
        {message.text ? <p className="support-msg__text">{message.text}</p> : null}
      </div>
      <time className="support-msg__time" dateTime={new Date(message.created_at).toISOString()}>
        {minuteOf(message.created_at)}
      </time>
    </li>
  );
}

/** The conversation, oldest first, as a log that announces new messages politely. */
export function MessageList({ messages }: { messages: readonly SupportMessageView[] }) {
  const { t } = useTranslation();
  return (
    <ol className="support-thread" aria-label={t('support.thread')} aria-live="polite">
      {messages.map((m) =>
        m.sender === 'system' ? (
          <TicketNotice key={m.id} message={m} />
        ) : (
          <Bubble key={m.id} message={m} />
        ),
      )}
    </ol>
  );
}
