import type { SupportConversationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { minuteOf } from './message-list';

/**
 * Whether someone answers now: online, a ticket waiting with its due time, or offline with the
 * published promise (so the user knows before writing).
 */
export function SupportStatus({ conversation }: { conversation: SupportConversationView }) {
  const { t } = useTranslation();
  const online = conversation.operators_online;
  let text: string;
  if (conversation.ticket_due_at !== null) {
    text = t('support.ticketOpen', { time: minuteOf(conversation.ticket_due_at) });
  } else if (online) {
    text = t('support.online');
  } else {
    text = t('support.offline', { count: conversation.reply_hours });
  }
  return (
    <p
      className={`support-status card${online ? ' is-online' : ''}`}
      role="status"
      data-testid="support-status"
    >
      <span className="support-status__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
