import { useList, useLogout, useTranslate } from '@refinedev/core';
import { List } from '@refinedev/antd';
import { Alert, Button, Popconfirm, Table, Tag, Typography } from 'antd';
import type { AdminSessionView } from '@meridian/contract';

import { DateTime } from '../../components/values';
import { useAction } from '../../components/use-action';

/** The server ends an operator session unused this long (ADMIN_IDLE_MS). */
export const IDLE_MINUTES = 30;

/**
 * The signed-in operator's own sessions (browsers), each revocable. Revoking the current one
 * signs this browser out, so it asks first.
 */
export function SessionsPage() {
  const t = useTranslate();
  const { run, busy } = useAction();
  const { mutate: logout } = useLogout();
  const { result, query } = useList<AdminSessionView>({
    resource: 'sessions',
    pagination: { mode: 'off' },
  });
  const revoke = async (row: AdminSessionView) => {
    const done = await run('/admin/sessions/revoke', { id: row.id }, { refresh: ['sessions'] });
    if (done && row.current) logout();
  };

  return (
    <List title={t('operators.sessions.title')}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('operators.sessions.idle', { minutes: IDLE_MINUTES })}
      />
      <Table<AdminSessionView>
        rowKey="id"
        size="small"
        data-testid="sessions-table"
        loading={query.isLoading || busy}
        dataSource={result.data}
        pagination={false}
        columns={[
          {
            title: t('operators.sessions.session'),
            key: 'id',
            render: (_: unknown, row: AdminSessionView) => (
              <>
                #{row.id}{' '}
                {row.current ? <Tag color="blue">{t('operators.sessions.current')}</Tag> : null}
              </>
            ),
          },
          {
            title: t('operators.sessions.stage'),
            dataIndex: 'stage',
            render: (stage: AdminSessionView['stage']) => t(`operators.sessions.stages.${stage}`),
          },
          {
            title: t('operators.sessions.created'),
            dataIndex: 'created_at',
            render: (value: number) => <DateTime value={value} />,
          },
          {
            title: t('operators.sessions.lastSeen'),
            dataIndex: 'last_seen_at',
            render: (value: number) => <DateTime value={value} />,
          },
          {
            title: t('operators.sessions.idleEnds'),
            key: 'idle',
            render: (_: unknown, row: AdminSessionView) => (
              <DateTime
                value={Math.min(row.last_seen_at + IDLE_MINUTES * 60_000, row.expires_at)}
              />
            ),
          },
          {
            title: t('operators.sessions.device'),
            key: 'device',
            render: (_: unknown, row: AdminSessionView) => (
              <Typography.Text style={{ maxWidth: 360 }} ellipsis={{ tooltip: row.user_agent }}>
                {row.ip ?? '—'} · {row.user_agent ?? '—'}
              </Typography.Text>
            ),
          },
          {
            title: t('operators.sessions.actions'),
            key: 'actions',
            render: (_: unknown, row: AdminSessionView) => (
              <Popconfirm
                title={
                  row.current
                    ? t('operators.sessions.revokeCurrent')
                    : t('operators.sessions.revokeConfirm', { id: row.id })
                }
                okText={t('operators.sessions.revoke')}
                okButtonProps={{ danger: true }}
                onConfirm={() => void revoke(row)}
              >
                <Button size="small" danger>
                  {t('operators.sessions.revoke')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </List>
  );
}
