import type { ChatMessageView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { IconButton } from '../../../components/ui/icon-button';
import { RelativeTime } from '../../../components/ui/relative-time';
import { textParts } from '../model/message-text';
import { FlagIcon } from './chat-icons';

/** A message's text; web addresses are links only while the room allows links. */
function MessageText({ body, links }: { body: string; links: boolean }) {
  if (!links) return <p className="chat-msg__text">{body}</p>;
  return (
    <p className="chat-msg__text">
      {textParts(body).map((part, i) =>
        part.kind === 'link' ? (
          // Another site, chosen by a stranger: no referrer, no ranking credit, a new tab.
          <a key={i} href={part.text} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** One message: its author's nickname and time, the text, and a report button on others'. */
function Message({
  message,
  links,
  onReport,
}: {
  message: ChatMessageView;
  links: boolean;
  onReport: ((message: ChatMessageView) => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={`chat-msg${message.mine ? ' chat-msg--mine' : ''}`}
      data-testid="chat-message"
      data-id={message.id}
    >
      <div className="chat-msg__head">
        <span className="chat-msg__nick">{message.mine ? t('chat.you') : message.nickname}</span>
        <span className="chat-msg__time">
          <RelativeTime value={message.created_at} />
        </span>
      </div>
      <div className="chat-msg__row">
        <div className="chat-msg__bubble">
          {message.image ? (
            <img className="chat-msg__image" src={message.image} alt={t('chat.imageAlt')} />
          ) : null}
          <MessageText body={message.body} links={links} />
        </div>
        {message.mine || !onReport ? null : message.reported ? (
          <span className="chat-msg__reported">{t('chat.reported')}</span>
        ) : (
          <IconButton
            label={t('chat.reportOf', { nickname: message.nickname })}
            className="chat-msg__report"
            onClick={() => onReport(message)}
          >
            <FlagIcon />
          </IconButton>
        )}
      </div>
    </li>
  );
}

/**
 * The room's messages, oldest first, as a log that announces new ones politely. `onReport` is
 * null for a visitor (reporting needs an account).
 */
export function ChatLog({
  messages,
  links,
  onReport,
}: {
  messages: readonly ChatMessageView[];
  links: boolean;
  onReport: ((message: ChatMessageView) => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <ol className="chat-log" aria-label={t('chat.log')} aria-live="polite" data-testid="chat-log">
      {messages.map((m) => (
        <Message key={m.id} message={m} links={links} onReport={onReport} />
      ))}
    </ol>
  );
}
