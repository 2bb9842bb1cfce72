import { useState } from 'react';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Show } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Table, Tabs, Tag } from 'antd';
import { useParams } from 'react-router';

import { useOperator } from '../../auth/use-operator';
import { ReasonModal } from '../../components/reason-modal';
import { useAction } from '../../components/use-action';
import { Amount, DateTime } from '../../components/values';
import { KycRecordCard, latestOfLevel } from './kyc-record';
import {
  FuturesTable,
  JournalTable,
  LoginsTable,
  OptionsTable,
  SpotOrdersTable,
} from './user-tables';
import type { SessionRow, UserDetail, UserProfile } from './users-types';
import { TAG_LOOKS } from '../../components/status-tag';

/**
 * One user: profile and identity, balances per account, the journal, orders and positions,
 * live sessions and sign-ins; an operator puts the account on hold (or releases it) with a
 * written reason, which is what the user is told when signing in.
 */
export function UserShowPage() {
  const t = useTranslate();
  const userId = Number(useParams().id);
  const { query: detailQuery } = useCustom<UserDetail>({
    url: '/admin/users/detail',
    method: 'get',
    config: { query: { user_id: userId } },
  });
  const { query: profileQuery } = useCustom<UserProfile>({
    url: '/admin/users/profile',
    method: 'get',
    config: { query: { user_id: userId } },
  });
  const detail = detailQuery.data?.data;
  const profile = profileQuery.data?.data;
  const title = t('users.show.title', {
    id: userId,
    email: profile?.email ?? profile?.mobile ?? '',
  });
  return (
    <>
      <Show
        title={title}
        goBack={false}
        isLoading={detailQuery.isLoading || profileQuery.isLoading}
        headerButtons={
          detail ? (
            <HoldButton
              userId={userId}
              held={detail.hold !== null}
              onDone={() => void detailQuery.refetch()}
            />
          ) : null
        }
      >
        {detail?.hold ? (
          <Alert
            type="warning"
            showIcon
            icon={<LockOutlined />}
            data-testid="hold-alert"
            style={{ marginBottom: 16 }}
            message={t('users.hold.onHold')}
            description={
              <Space direction="vertical" size={2}>
                <span>
                  {t('users.hold.reasonShown')}: <strong>{detail.hold.reason}</strong>
                </span>
                <span>
                  {t('users.hold.since')} <DateTime value={detail.hold.held_at} />
                  {detail.hold.held_by_email ? ` · ${detail.hold.held_by_email}` : ''}
                </span>
              </Space>
            }
          />
        ) : null}
        <Tabs
          key={userId}
          destroyOnHidden
          items={[
            {
              key: 'profile',
              label: t('users.tabs.profile'),
              children: profile ? (
                <ProfileTab profile={profile} held={detail?.hold ?? null} />
              ) : null,
            },
            {
              key: 'balances',
              label: t('users.tabs.balances'),
              children: <BalancesTab balances={detail?.balances ?? []} />,
            },
            {
              key: 'journal',
              label: t('users.tabs.journal'),
              children: <JournalTable userId={userId} />,
            },
            {
              key: 'orders',
              label: t('users.tabs.orders'),
              children: (
                <Tabs
                  type="card"
                  destroyOnHidden
                  items={[
                    {
                      key: 'spot',
                      label: t('users.orders.spot'),
                      children: <SpotOrdersTable userId={userId} />,
                    },
                    {
                      key: 'futures',
                      label: t('users.orders.futures'),
                      children: <FuturesTable userId={userId} />,
                    },
                    {
                      key: 'options',
                      label: t('users.orders.options'),
                      children: <OptionsTable userId={userId} />,
                    },
                  ]}
                />
              ),
            },
            {
              key: 'sessions',
              label: t('users.tabs.sessions'),
              children: <SessionsTab userId={userId} />,
            },
            {
              key: 'logins',
              label: t('users.tabs.logins'),
              children: <LoginsTable userId={userId} />,
            },
          ]}
        />
      </Show>
    </>
  );
}

function ProfileTab({ profile, held }: { profile: UserProfile; held: UserDetail['hold'] }) {
  const t = useTranslate();
  const level1 = latestOfLevel(profile.kyc, 1);
  const level2 = latestOfLevel(profile.kyc, 2);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={2} data-testid="user-profile">
        <Descriptions.Item label={t('users.fields.id')}>{profile.id}</Descriptions.Item>
        <Descriptions.Item label={t('users.fields.nickname')}>{profile.nickname}</Descriptions.Item>
        <Descriptions.Item label={t('users.fields.email')}>
          {profile.email ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.fields.mobile')}>
          {profile.mobile ? `+${profile.area_code ?? ''} ${profile.mobile}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.fields.inviteCode')}>
          {profile.invite_code}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.fields.invitedBy')}>
          {profile.inviter_code ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.fields.registeredAt')}>
          <DateTime value={profile.created_at} />
        </Descriptions.Item>
        <Descriptions.Item label={t('users.fields.kycLevel')}>
          {t(`users.kyc.levels.${profile.real_level}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.fields.account')}>
          {held ? (
            <Tag style={TAG_LOOKS.warn} icon={<LockOutlined />}>
              {t('users.hold.held')}
            </Tag>
          ) : (
            <Tag style={TAG_LOOKS.good} icon={<UnlockOutlined />}>
              {t('users.hold.active')}
            </Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.fields.lockedUntil')}>
          <DateTime value={profile.locked_until} />
        </Descriptions.Item>
      </Descriptions>
      <Row gutter={16}>
        <Col span={12}>
          <KycRecordCard level={1} record={level1} />
        </Col>
        <Col span={12}>
          <KycRecordCard level={2} record={level2} />
        </Col>
      </Row>
    </Space>
  );
}

function BalancesTab({ balances }: { balances: UserDetail['balances'] }) {
  const t = useTranslate();
  const accounts = [...new Set(balances.map((b) => b.account_type))].sort();
  if (accounts.length === 0) return <Alert type="info" message={t('users.balances.none')} />;
  return (
    <Row gutter={[16, 16]} data-testid="balances">
      {accounts.map((account) => (
        <Col span={12} key={account}>
          <Card size="small" title={t(`users.accounts.${account}`)}>
            <Table
              size="small"
              pagination={false}
              rowKey="currency_id"
              dataSource={balances.filter((b) => b.account_type === account)}
              columns={[
                { title: t('users.fields.coin'), dataIndex: 'currency_name' },
                {
                  title: t('users.balances.available'),
                  dataIndex: 'available',
                  align: 'right',
                  render: (value: string) => <Amount value={value} />,
                },
                {
                  title: t('users.balances.frozen'),
                  dataIndex: 'frozen',
                  align: 'right',
                  render: (value: string) => <Amount value={value} />,
                },
              ]}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function SessionsTab({ userId }: { userId: number }) {
  const t = useTranslate();
  const { query } = useCustom<SessionRow[]>({
    url: '/admin/users/sessions',
    method: 'get',
    config: { query: { user_id: userId } },
  });
  return (
    <Table<SessionRow>
      size="small"
      rowKey="id"
      loading={query.isLoading}
      dataSource={query.data?.data ?? []}
      pagination={false}
      data-testid="sessions-table"
      columns={[
        { title: t('users.fields.id'), dataIndex: 'id', width: 90 },
        {
          title: t('users.sessions.started'),
          dataIndex: 'created_at',
          render: (_, r) => <DateTime value={r.created_at} />,
        },
        {
          title: t('users.sessions.expires'),
          dataIndex: 'expires_at',
          render: (_, r) => <DateTime value={r.expires_at} />,
        },
      ]}
    />
  );
}

/** Hold or release, each with a written reason; hidden for auditors (the server refuses anyway). */
function HoldButton({
  userId,
  held,
  onDone,
}: {
  userId: number;
  held: boolean;
  onDone: () => void;
}) {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const { run } = useAction();
  const [open, setOpen] = useState(false);
  if (!canWrite) return null;
  const verb = held ? 'release' : 'hold';
  return (
    <>
      <Button
        danger={!held}
        icon={held ? <UnlockOutlined /> : <LockOutlined />}
        onClick={() => setOpen(true)}
        data-testid={`${verb}-button`}
      >
        {t(`users.hold.${verb}`)}
      </Button>
      <ReasonModal
        open={open}
        danger={!held}
        title={t(`users.hold.${verb}Title`, { id: userId })}
        confirmText={t(`users.hold.${verb}`)}
        presets={
          held
            ? [t('users.hold.presets.resolved'), t('users.hold.presets.verified')]
            : [
                t('users.hold.presets.suspicious'),
                t('users.hold.presets.compromised'),
                t('users.hold.presets.investigation'),
              ]
        }
        onSubmit={async (reason) => {
          const done = await run(`/admin/users/${verb}`, { user_id: userId, reason });
          if (!done) throw new Error('refused');
          onDone();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
