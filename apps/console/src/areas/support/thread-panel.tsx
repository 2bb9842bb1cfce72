import { useEffect, useRef, useState } from 'react';
import {
  SUPPORT_TEXT_MAX,
  type AdminSupportConversationView,
  type AdminSupportMessageView,
  type SupportBox,
} from '@meridian/contract';
import { useTranslate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Select, Space, Typography, Upload } from 'antd';
import { PictureOutlined } from '@ant-design/icons';

import { apiPost, apiUpload } from '../../api/client';
import { useOperator } from '../../auth/use-operator';
import { refusal } from '../../components/refusal';
import { StatusTag } from '../../components/status-tag';
import { DateTime } from '../../components/values';
import { messagesOf, refreshSupport, useCanned, useThread } from './support-api';

/** One message: the user's on the left, operators' on the right, the platform's notice centred. */
function MessageRow({ message }: { message: AdminSupportMessageView }) {
  const t = useTranslate();
  if (message.sender === 'system') {
    return (
      <li style={{ alignSelf: 'center' }}>
        <StatusTag
          look="warn"
          text={
            <>
              {t('support.thread.ticketNotice')} <DateTime value={message.reply_due_at} />
            </>
          }
        />
      </li>
    );
  }
  const operator = message.sender === 'operator';
  return (
    <li style={{ alignSelf: operator ? 'flex-end' : 'flex-start', maxWidth: '75%' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {operator ? message.operator_email : t('support.thread.user')} ·{' '}
        <DateTime value={message.created_at} />
      </Typography.Text>
      <div
        style={{
          padding: '8px 12px',
          borderRadius: 10,
          background: operator ? '#e6f4ff' : '#f5f5f5',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.image ? (
          <a href={message.image} target="_blank" rel="noopener noreferrer">
            <img
              src={message.image}
              alt={t('support.thread.imageAlt')}
              style={{ display: 'block', maxWidth: 240, maxHeight: 240, borderRadius: 6 }}
            />
          </a>
        ) : null}
        {message.text}
      </div>
    </li>
  );
}

/** The reply box: text, a canned reply to start from, one image; Ctrl+Enter sends. */
function Composer({ id, onSent }: { id: number; onSent: () => void }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canned = useCanned();
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = [...text.trim()].length > SUPPORT_TEXT_MAX;

  const send = async () => {
    if ((!text.trim() && !image) || tooLong || busy) return;
    setBusy(true);
    try {
      await apiPost('/admin/support/reply', { id, text: text.trim(), ...(image ? { image } : {}) });
      setText('');
      setImage(null);
      onSent();
    } catch (error) {
      void message.error(refusal(error, {}));
    } finally {
      setBusy(false);
      await refreshSupport(queryClient);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        style={{ width: '100%' }}
        placeholder={t('support.thread.canned')}
        aria-label={t('support.thread.canned')}
        value={null}
        loading={canned.isPending}
        options={(canned.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
        onChange={(value: number) => {
          const chosen = canned.data?.find((c) => c.id === value);
          if (chosen) setText((current) => (current ? `${current}\n${chosen.text}` : chosen.text));
        }}
        data-testid="support-canned-picker"
      />
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
        }}
        autoSize={{ minRows: 3, maxRows: 8 }}
        placeholder={t('support.thread.placeholder')}
        aria-label={t('support.thread.reply')}
        status={tooLong ? 'error' : undefined}
        data-testid="support-reply"
      />
      {tooLong ? (
        <Typography.Text type="danger">
          {t('support.thread.tooLong', { max: SUPPORT_TEXT_MAX })}
        </Typography.Text>
      ) : null}
      {image ? (
        <Space>
          <img src={image} alt={t('support.thread.imageAlt')} style={{ height: 56 }} />
          <Button size="small" onClick={() => setImage(null)}>
            {t('support.thread.removeImage')}
          </Button>
        </Space>
      ) : null}
      <Space>
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          customRequest={({ file }) => {
            apiUpload<string>('/admin/upload', file as File)
              .then(setImage)
              .catch((error: unknown) => void message.error(refusal(error, {})));
          }}
        >
          <Button icon={<PictureOutlined />}>{t('support.thread.attach')}</Button>
        </Upload>
        <Button
          type="primary"
          loading={busy}
          onClick={() => void send()}
          data-testid="support-send"
        >
          {t('support.thread.send')}
        </Button>
      </Space>
    </Space>
  );
}

/**
 * The open conversation: its messages (earlier ones on demand), who has it, and for write roles
 * assign to me, close or reopen, and the reply box. Opening it marks the user's messages read.
 */
export function ThreadPanel({
  conversation,
  onMoved,
}: {
  conversation: AdminSupportConversationView;
  /** The tab the conversation is in after the operator's change, so it stays in view. */
  onMoved: (box: SupportBox) => void;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { me, canWrite } = useOperator();
  const thread = useThread(conversation.id);
  const messages = messagesOf(thread.data?.pages);
  const list = useRef<HTMLOListElement>(null);
  const newest = messages[messages.length - 1]?.id;

  useEffect(() => {
    // A new message scrolls the thread to it; earlier pages coming in do not move it.
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newest]);
  useEffect(() => {
    if (canWrite && conversation.unread > 0) {
      void apiPost('/admin/support/read', { id: conversation.id })
        .then(() => refreshSupport(queryClient))
        .catch(() => undefined);
    }
  }, [canWrite, conversation.id, conversation.unread, queryClient]);

  const act = async (action: 'assign' | 'close' | 'reopen') => {
    try {
      await apiPost(`/admin/support/${action}`, { id: conversation.id });
      void message.success(t('common.done'));
      if (action === 'close') onMoved('closed');
      else if (action === 'assign' || conversation.assignee_id === me?.id) onMoved('mine');
      else if (conversation.assignee_id === null) onMoved('unassigned');
    } catch (error) {
      void message.error(refusal(error, {}));
    } finally {
      await refreshSupport(queryClient);
    }
  };

  const closed = conversation.status === 'closed';
  return (
    <Card
      size="small"
      data-testid="support-thread"
      title={
        <Space wrap>
          {t('support.thread.title', { name: conversation.user_name })}
          <StatusTag
            look={closed ? 'neutral' : 'good'}
            text={t(`support.thread.status.${conversation.status}`)}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {conversation.assignee_email
              ? t('support.thread.assignedTo', { email: conversation.assignee_email })
              : t('support.thread.unassigned')}
          </Typography.Text>
        </Space>
      }
      extra={
        canWrite ? (
          <Space>
            {conversation.assignee_id !== me?.id && !closed ? (
              <Button size="small" onClick={() => void act('assign')}>
                {t('support.thread.assign')}
              </Button>
            ) : null}
            <Button size="small" onClick={() => void act(closed ? 'reopen' : 'close')}>
              {t(closed ? 'support.thread.reopen' : 'support.thread.close')}
            </Button>
          </Space>
        ) : null
      }
    >
      {thread.hasNextPage ? (
        <Button type="link" onClick={() => void thread.fetchNextPage()}>
          {t('support.thread.earlier')}
        </Button>
      ) : null}
      <ol
        ref={list}
        tabIndex={0}
        aria-label={t('support.thread.messages')}
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          maxHeight: 420,
          overflowY: 'auto',
        }}
      >
        {messages.map((m) => (
          <MessageRow key={m.id} message={m} />
        ))}
      </ol>
      <div style={{ marginTop: 16 }}>
        {!canWrite ? (
          <Alert type="info" showIcon message={t('support.thread.readOnly')} />
        ) : closed ? (
          <Alert type="info" showIcon message={t('support.thread.closedNote')} />
        ) : (
          <Composer id={conversation.id} onSent={() => onMoved('mine')} />
        )}
      </div>
    </Card>
  );
}
