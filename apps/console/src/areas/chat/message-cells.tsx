import type { AdminChatMessageView } from '@meridian/contract';
import { useTranslate } from '@refinedev/core';
import { Space, Typography } from 'antd';

import { StatusTag } from '../../components/status-tag';
import { DateTime } from '../../components/values';

/** The message as written (plain text), its room, and, when deleted, by whom and why. */
export function MessageCell({ message }: { message: AdminChatMessageView }) {
  const t = useTranslate();
  return (
    <Space direction="vertical" size={4} style={{ maxWidth: 420 }}>
      <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography.Text>
      {message.image ? (
        <a href={message.image} target="_blank" rel="noopener noreferrer">
          {t('chat.fields.image')}
        </a>
      ) : null}
      {message.deleted_at !== null ? (
        <StatusTag
          look="bad"
          text={t('chat.deleted', {
            id: message.deleted_by ?? '',
            reason: message.delete_reason ?? '',
          })}
        />
      ) : null}
    </Space>
  );
}

/** The author: the nickname they posted under, their user number, and a mute in force. */
export function AuthorCell({ message }: { message: AdminChatMessageView }) {
  const t = useTranslate();
  return (
    <Space direction="vertical" size={2}>
      <Typography.Text strong>{message.nickname}</Typography.Text>
      <Typography.Text type="secondary">#{message.user_id}</Typography.Text>
      {message.muted_until !== null ? (
        <StatusTag
          look="warn"
          text={
            <>
              {t('chat.mutedUntil')} <DateTime value={message.muted_until} />
            </>
          }
        />
      ) : null}
    </Space>
  );
}
