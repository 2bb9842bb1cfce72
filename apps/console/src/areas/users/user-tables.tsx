import { useTable } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Table, Tag, Typography } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';

import { Amount, DateTime } from '../../components/values';
import { TAG_LOOKS } from '../../components/status-tag';
import type {
  FuturesPositionRow,
  JournalRow,
  LoginRow,
  OptionOrderRow,
  SpotOrderRow,
} from './users-types';

/** One page-by-page list of a user's rows from `/admin/<route>?user_id=`. */
function useUserTable<T extends { id: number }>(route: string, userId: number) {
  return useTable<T>({
    resource: `user-${route.replace('/', '-')}`,
    meta: { route },
    syncWithLocation: false,
    filters: { permanent: [{ field: 'user_id', operator: 'eq', value: userId }] },
    pagination: { pageSize: 10 },
  }).tableProps;
}

/** Every posting on the user's balances, newest first, each with its reason. */
export function JournalTable({ userId }: { userId: number }) {
  const t = useTranslate();
  const tableProps = useUserTable<JournalRow>('users/journal', userId);
  return (
    <Table<JournalRow>
      {...tableProps}
      rowKey="id"
      size="small"
      data-testid="journal-table"
      columns={[
        {
          title: t('users.fields.time'),
          dataIndex: 'created_at',
          render: (_, r) => <DateTime value={r.created_at} />,
        },
        { title: t('users.fields.coin'), dataIndex: 'currency_name' },
        {
          title: t('users.fields.account'),
          dataIndex: 'account_type',
          render: (_, r) => t(`users.accounts.${r.account_type}`),
        },
        {
          title: t('users.journal.reason'),
          dataIndex: 'reason_text',
          render: (_, r) => (
            <span>
              {r.reason_text}
              {r.memo ? (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {r.memo}
                </Typography.Text>
              ) : null}
            </span>
          ),
        },
        {
          title: t('users.journal.change'),
          dataIndex: 'change',
          align: 'right',
          render: (_, r) => <Amount value={r.change} />,
        },
        {
          title: t('users.journal.frozenChange'),
          dataIndex: 'frozen_change',
          align: 'right',
          render: (_, r) => <Amount value={r.frozen_change} />,
        },
        {
          title: t('users.journal.availableAfter'),
          dataIndex: 'available_after',
          align: 'right',
          render: (_, r) => <Amount value={r.available_after} />,
        },
      ]}
    />
  );
}

export function LoginsTable({ userId }: { userId: number }) {
  const t = useTranslate();
  const tableProps = useUserTable<LoginRow>('users/logins', userId);
  return (
    <Table<LoginRow>
      {...tableProps}
      rowKey="id"
      size="small"
      data-testid="logins-table"
      columns={[
        {
          title: t('users.fields.time'),
          dataIndex: 'at',
          render: (_, r) => <DateTime value={r.at} />,
        },
        { title: t('users.logins.ip'), dataIndex: 'ip' },
        {
          title: t('users.logins.userAgent'),
          dataIndex: 'user_agent',
          render: (_, r) => (
            <Typography.Text style={{ wordBreak: 'break-all' }}>
              {r.user_agent || '—'}
            </Typography.Text>
          ),
        },
        {
          title: t('users.logins.result'),
          dataIndex: 'success',
          render: (_, r) =>
            r.success ? (
              <Tag style={TAG_LOOKS.good} icon={<CheckCircleOutlined />}>
                {t('users.logins.success')}
              </Tag>
            ) : (
              <Tag style={TAG_LOOKS.bad} icon={<CloseCircleOutlined />}>
                {t('users.logins.failure')}
              </Tag>
            ),
        },
      ]}
    />
  );
}

export function SpotOrdersTable({ userId }: { userId: number }) {
  const t = useTranslate();
  const tableProps = useUserTable<SpotOrderRow>('users/spot-orders', userId);
  return (
    <Table<SpotOrderRow>
      {...tableProps}
      rowKey="id"
      size="small"
      data-testid="spot-orders-table"
      columns={[
        { title: t('users.fields.id'), dataIndex: 'id', width: 80 },
        {
          title: t('users.fields.time'),
          dataIndex: 'created_at',
          render: (_, r) => <DateTime value={r.created_at} />,
        },
        { title: t('users.orders.pair'), dataIndex: 'symbol' },
        {
          title: t('users.orders.side'),
          dataIndex: 'type',
          render: (_, r) => t(`users.orders.spotSide.${r.type}`),
        },
        {
          title: t('users.orders.kind'),
          dataIndex: 'order_type',
          render: (_, r) => t(`users.orders.kinds.${r.order_type}`),
        },
        {
          title: t('users.orders.price'),
          dataIndex: 'target_price',
          align: 'right',
          render: (_, r) => <Amount value={r.fill_price ?? r.target_price} />,
        },
        {
          title: t('users.orders.amount'),
          dataIndex: 'amount',
          align: 'right',
          render: (_, r) => <Amount value={r.amount} />,
        },
        {
          title: t('users.orders.fee'),
          dataIndex: 'fee',
          align: 'right',
          render: (_, r) => <Amount value={r.fee} />,
        },
        {
          title: t('users.fields.status'),
          dataIndex: 'status',
          render: (_, r) => t(`users.orders.spotStatus.${r.status}`),
        },
      ]}
    />
  );
}

export function FuturesTable({ userId }: { userId: number }) {
  const t = useTranslate();
  const tableProps = useUserTable<FuturesPositionRow>('users/futures-positions', userId);
  return (
    <Table<FuturesPositionRow>
      {...tableProps}
      rowKey="id"
      size="small"
      data-testid="futures-table"
      columns={[
        { title: t('users.fields.id'), dataIndex: 'id', width: 80 },
        {
          title: t('users.fields.time'),
          dataIndex: 'created_at',
          render: (_, r) => <DateTime value={r.created_at} />,
        },
        { title: t('users.orders.pair'), dataIndex: 'symbol' },
        {
          title: t('users.orders.side'),
          dataIndex: 'type',
          render: (_, r) => t(`users.orders.futuresSide.${r.type}`),
        },
        { title: t('users.orders.lots'), dataIndex: 'share', align: 'right' },
        {
          title: t('users.orders.leverage'),
          dataIndex: 'multiple',
          render: (_, r) => `${r.multiple}×`,
        },
        {
          title: t('users.orders.openPrice'),
          dataIndex: 'price',
          align: 'right',
          render: (_, r) => <Amount value={r.price ?? r.target_price} />,
        },
        {
          title: t('users.orders.margin'),
          dataIndex: 'caution_money',
          align: 'right',
          render: (_, r) => <Amount value={r.caution_money} />,
        },
        {
          title: t('users.orders.profit'),
          dataIndex: 'profits',
          align: 'right',
          render: (_, r) => <Amount value={r.profits} />,
        },
        {
          title: t('users.fields.status'),
          dataIndex: 'status',
          render: (_, r) =>
            `${t(`users.orders.futuresStatus.${r.status}`)}${
              r.close_reason ? ` (${t(`users.orders.closeReasons.${r.close_reason}`)})` : ''
            }`,
        },
      ]}
    />
  );
}

export function OptionsTable({ userId }: { userId: number }) {
  const t = useTranslate();
  const tableProps = useUserTable<OptionOrderRow>('users/option-orders', userId);
  return (
    <Table<OptionOrderRow>
      {...tableProps}
      rowKey="id"
      size="small"
      data-testid="options-table"
      columns={[
        { title: t('users.fields.id'), dataIndex: 'id', width: 80 },
        {
          title: t('users.fields.time'),
          dataIndex: 'created_at',
          render: (_, r) => <DateTime value={r.created_at} />,
        },
        { title: t('users.orders.pair'), dataIndex: 'symbol' },
        {
          title: t('users.orders.side'),
          dataIndex: 'type',
          render: (_, r) => t(`users.orders.optionSide.${r.type}`),
        },
        {
          title: t('users.orders.duration'),
          dataIndex: 'seconds',
          render: (_, r) => t('users.orders.seconds', { count: r.seconds }),
        },
        {
          title: t('users.orders.amount'),
          dataIndex: 'number',
          align: 'right',
          render: (_, r) => <Amount value={r.number} />,
        },
        {
          title: t('users.orders.openPrice'),
          dataIndex: 'open_price',
          align: 'right',
          render: (_, r) => <Amount value={r.open_price} />,
        },
        {
          title: t('users.orders.endPrice'),
          dataIndex: 'end_price',
          align: 'right',
          render: (_, r) => <Amount value={r.end_price} />,
        },
        {
          title: t('users.orders.profit'),
          dataIndex: 'fact_profits',
          align: 'right',
          render: (_, r) => <Amount value={r.fact_profits} />,
        },
        {
          title: t('users.fields.status'),
          dataIndex: 'status',
          render: (_, r) =>
            r.void_reason
              ? `${t('users.orders.voided')}: ${r.void_reason}`
              : t(`users.orders.optionStatus.${r.status}`),
        },
      ]}
    />
  );
}
