import { useState } from 'react';
import {
  LANGUAGES,
  type AdminChatMessageView,
  type AdminChatMuteView,
  type AdminChatReportView,
  type Language,
} from '@meridian/contract';
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { useTranslate } from '@refinedev/core';
import { Button, Select, Space, Table, Tag, Typography } from 'antd';

import { useOperator } from '../../auth/use-operator';
import { ReasonModal } from '../../components/reason-modal';
import { useAction } from '../../components/use-action';
import { DateTime } from '../../components/values';
import { LANGUAGE_NAMES } from '../../i18n/i18n';
import { CHAT_REFRESH } from './chat-moderation';
import { AuthorCell, MessageCell } from './message-cells';
import { MessageActions, useModeration } from './use-moderation';

/** Reported messages, open (oldest report first) or handled (newest first), 20 a page. */
export function ReportsTable({ status }: { status: 'open' | 'closed' }) {
  const t = useTranslate();
  const moderation = useModeration();
  const { tableProps } = useTable<AdminChatReportView>({
    resource: 'chat-reports',
    meta: { route: 'chat/reports' },
    syncWithLocation: false,
    filters: { permanent: [{ field: 'status', operator: 'eq', value: status }] },
    pagination: { pageSize: 20 },
  });
  return (
    <>
      <Table<AdminChatReportView>
        {...tableProps}
        rowKey="id"
        data-testid={`chat-reports-${status}`}
        columns={[
          { title: t('chat.fields.id'), dataIndex: 'id', width: 70 },
          {
            title: t('chat.fields.room'),
            dataIndex: 'room',
            render: (room: Language) => LANGUAGE_NAMES[room],
          },
          {
            title: t('chat.fields.author'),
            key: 'author',
            render: (_, row) => <AuthorCell message={row} />,
          },
          {
            title: t('chat.fields.message'),
            key: 'message',
            render: (_, row) => <MessageCell message={row} />,
          },
          {
            title: t('chat.fields.reports'),
            key: 'reports',
            render: (_, row) => (
              <Space direction="vertical" size={4}>
                <Typography.Text strong>{row.reports}</Typography.Text>
                <Space size={4} wrap>
                  {Object.entries(row.reasons).map(([reason, count]) => (
                    <Tag key={reason}>
                      {t(`chat.reasons.${reason}`)} × {count}
                    </Tag>
                  ))}
                </Space>
              </Space>
            ),
          },
          {
            title:
              status === 'open' ? t('chat.fields.firstReported') : t('chat.fields.lastReported'),
            key: 'when',
            render: (_, row) => (
              <DateTime value={status === 'open' ? row.first_reported_at : row.last_reported_at} />
            ),
          },
          ...(status === 'closed'
            ? [
                {
                  title: t('chat.fields.resolution'),
                  key: 'resolution',
                  render: (_: unknown, row: AdminChatReportView) =>
                    row.resolution ? t(`chat.resolution.${row.resolution}`) : '—',
                },
              ]
            : []),
          {
            title: t('chat.fields.actions'),
            key: 'actions',
            render: (_, row) => (
              <MessageActions message={row} moderation={moderation} dismiss={status === 'open'} />
            ),
          },
        ]}
      />
      {moderation.modals}
    </>
  );
}

/** A room's messages (or every room's), newest first, deleted ones with who and why. */
export function MessagesTable() {
  const t = useTranslate();
  const moderation = useModeration();
  const [room, setRoom] = useState<Language | 'all'>('all');
  const { tableProps, setFilters } = useTable<AdminChatMessageView>({
    resource: 'chat-messages',
    meta: { route: 'chat/messages' },
    syncWithLocation: false,
    filters: { mode: 'server' },
    pagination: { pageSize: 20 },
  });
  const pick = (next: Language | 'all') => {
    setRoom(next);
    const filters: CrudFilter[] =
      next === 'all' ? [] : [{ field: 'room', operator: 'eq', value: next }];
    setFilters(filters, 'replace');
  };
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Typography.Text id="chat-room-filter">{t('chat.fields.room')}</Typography.Text>
        <Select<Language | 'all'>
          aria-labelledby="chat-room-filter"
          value={room}
          onChange={pick}
          style={{ width: 180 }}
          options={[
            { value: 'all', label: t('chat.allRooms') },
            ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
          ]}
          data-testid="chat-room-filter"
        />
      </Space>
      <Table<AdminChatMessageView>
        {...tableProps}
        rowKey="id"
        data-testid="chat-messages"
        columns={[
          { title: t('chat.fields.id'), dataIndex: 'id', width: 70 },
          {
            title: t('chat.fields.room'),
            dataIndex: 'room',
            render: (r: Language) => LANGUAGE_NAMES[r],
          },
          {
            title: t('chat.fields.author'),
            key: 'author',
            render: (_, row) => <AuthorCell message={row} />,
          },
          {
            title: t('chat.fields.message'),
            key: 'message',
            render: (_, row) => <MessageCell message={row} />,
          },
          {
            title: t('chat.fields.openReports'),
            dataIndex: 'open_reports',
            render: (n: number) => (n > 0 ? <Typography.Text strong>{n}</Typography.Text> : '—'),
          },
          {
            title: t('chat.fields.time'),
            dataIndex: 'created_at',
            render: (v: number) => <DateTime value={v} />,
          },
          {
            title: t('chat.fields.actions'),
            key: 'actions',
            render: (_, row) => <MessageActions message={row} moderation={moderation} />,
          },
        ]}
      />
      {moderation.modals}
    </>
  );
}

/** The mutes in force, ending soonest first; an operator who may write can lift one early. */
export function MutesTable() {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const { run, busy } = useAction();
  const [lifting, setLifting] = useState<AdminChatMuteView | null>(null);
  const { tableProps } = useTable<AdminChatMuteView>({
    resource: 'chat-mutes',
    meta: { route: 'chat/mutes' },
    syncWithLocation: false,
    pagination: { mode: 'off' },
  });
  return (
    <>
      <Table<AdminChatMuteView>
        {...tableProps}
        rowKey="id"
        data-testid="chat-mutes"
        columns={[
          {
            title: t('chat.fields.author'),
            key: 'user',
            render: (_, row) => (
              <Space direction="vertical" size={2}>
                <Typography.Text strong>{row.nickname}</Typography.Text>
                <Typography.Text type="secondary">#{row.user_id}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('chat.fields.until'),
            dataIndex: 'until',
            render: (v: number) => <DateTime value={v} />,
          },
          { title: t('common.reason'), dataIndex: 'reason' },
          {
            title: t('chat.fields.operator'),
            dataIndex: 'admin_id',
            render: (id: number) => `#${id}`,
          },
          {
            title: t('chat.fields.since'),
            dataIndex: 'created_at',
            render: (v: number) => <DateTime value={v} />,
          },
          ...(canWrite
            ? [
                {
                  title: t('chat.fields.actions'),
                  key: 'actions',
                  render: (_: unknown, row: AdminChatMuteView) => (
                    <Button
                      disabled={busy}
                      onClick={() => setLifting(row)}
                      aria-label={`${t('chat.unmute.button')} · ${t('chat.target.user', {
                        nickname: row.nickname,
                        id: row.user_id,
                      })}`}
                    >
                      {t('chat.unmute.button')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ReasonModal
        open={lifting !== null}
        title={t('chat.unmute.title', {
          nickname: lifting?.nickname ?? '',
          id: lifting?.user_id ?? '',
        })}
        confirmText={t('chat.unmute.button')}
        onSubmit={async (reason) => {
          const done = await run(
            '/admin/chat/unmute',
            { user_id: lifting!.user_id, reason },
            { refresh: CHAT_REFRESH },
          );
          if (!done) throw new Error('refused');
        }}
        onClose={() => setLifting(null)}
      />
    </>
  );
}
