import { useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { List } from '@refinedev/antd';
import { useCustom, useInvalidate, useList, useTranslate } from '@refinedev/core';
import {
  formatPercent,
  Money,
  type AdminLoanCollateralView,
  type AdminLoanConfigView,
  type AdminLoanView,
  type LoanStatus,
} from '@meridian/contract';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Segmented,
  Space,
  Switch,
  Table,
  Typography,
} from 'antd';

import { useOperator } from '../../auth/use-operator';
import { StatusTag, type TagLook } from '../../components/status-tag';
import { useAction } from '../../components/use-action';
import { Amount, DateTime } from '../../components/values';
import { aprPercentOf, hourlyPercentToRate, poolLimitOf, rateToHourlyPercent } from './loan-terms';

const STATUS_LOOKS: Record<LoanStatus, TagLook> = {
  open: 'info',
  repaid: 'neutral',
  liquidated: 'bad',
};
type StatusFilter = LoanStatus | 'all';

/** A trigger price cut (never rounded up) to the pairs' 2 decimals, as the app shows it. */
const shownPrice = (price: string | null) =>
  price === null ? null : new Money(price).toDecimalPlaces(2, Money.ROUND_DOWN).toFixed();

/** The pool: its published limit, what is lent and what is left; operators who can write set it. */
function PoolCard({ config, onSaved }: { config: AdminLoanConfigView; onSaved: () => unknown }) {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const { run, busy } = useAction();
  const [form] = Form.useForm<{ limit: string }>();
  const save = async () => {
    const { limit } = await form.validateFields();
    const done = await run(
      '/admin/loans/pool',
      { limit: poolLimitOf(limit) },
      {
        said: t('loans.pool.saved'),
        refresh: ['loans', 'audit'],
        fields: { limit: t('loans.pool.limit') },
      },
    );
    if (done) {
      form.resetFields();
      await onSaved();
    }
  };
  return (
    <Card title={t('loans.pool.title')} size="small" data-testid="loan-pool">
      <Descriptions size="small" column={3}>
        <Descriptions.Item label={t('loans.pool.limit')}>
          <Amount value={config.pool.limit} currency="USDT" />
        </Descriptions.Item>
        <Descriptions.Item label={t('loans.pool.lent')}>
          <Amount value={config.pool.lent} currency="USDT" />
        </Descriptions.Item>
        <Descriptions.Item label={t('loans.pool.available')}>
          <Amount value={config.pool.available} currency="USDT" />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{t('loans.pool.note')}</Typography.Paragraph>
      {canWrite ? (
        <Form form={form} layout="inline" onFinish={() => void save()} requiredMark={false}>
          <Form.Item
            name="limit"
            label={t('loans.pool.newLimit')}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  value && poolLimitOf(value) !== null
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('loans.pool.invalid'))),
              },
            ]}
          >
            <Input inputMode="decimal" autoComplete="off" suffix="USDT" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('buttons.save')}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}

/** Each collateral coin's hourly rate (as an APR too), its switch and what open loans hold. */
function CollateralsCard({
  config,
  onSaved,
}: {
  config: AdminLoanConfigView;
  onSaved: () => unknown;
}) {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const { run, busy } = useAction();
  const [form] = Form.useForm<{ percent: string; enabled: boolean }>();
  const [editing, setEditing] = useState<AdminLoanCollateralView | null>(null);
  const percent = Form.useWatch('percent', form) ?? '';
  const preview = hourlyPercentToRate(percent);

  const save = async () => {
    const values = await form.validateFields();
    const done = await run(
      '/admin/loans/collateral',
      {
        currency_id: editing!.currency_id,
        hourly_rate: hourlyPercentToRate(values.percent),
        enabled: values.enabled ? 1 : 0,
      },
      { said: t('loans.rates.saved', { coin: editing!.currency }), refresh: ['loans', 'audit'] },
    );
    if (done) {
      setEditing(null);
      await onSaved();
    }
  };

  return (
    <Card title={t('loans.rates.title')} size="small">
      <Typography.Paragraph type="secondary">{t('loans.rates.note')}</Typography.Paragraph>
      <Table<AdminLoanCollateralView>
        rowKey="currency_id"
        size="small"
        pagination={false}
        dataSource={config.collaterals}
        data-testid="loan-collaterals"
        columns={[
          { title: t('loans.rates.coin'), dataIndex: 'currency' },
          { title: t('loans.rates.pair'), dataIndex: 'symbol' },
          {
            title: t('loans.rates.hourly'),
            key: 'hourly',
            align: 'right',
            render: (_, row) => `${rateToHourlyPercent(row.hourly_rate)}%`,
          },
          {
            title: t('loans.rates.apr'),
            key: 'apr',
            align: 'right',
            render: (_, row) => `${aprPercentOf(row.hourly_rate)}%`,
          },
          {
            title: t('loans.rates.state'),
            key: 'enabled',
            render: (_, row) => (
              <StatusTag
                look={row.enabled ? 'good' : 'neutral'}
                text={t(row.enabled ? 'loans.rates.on' : 'loans.rates.off')}
              />
            ),
          },
          { title: t('loans.rates.openLoans'), dataIndex: 'open_loans', align: 'right' },
          {
            title: t('loans.rates.held'),
            key: 'held',
            align: 'right',
            render: (_, row) => <Amount value={row.collateral_held} currency={row.currency} />,
          },
          ...(canWrite
            ? [
                {
                  title: t('loans.actions'),
                  key: 'actions',
                  render: (_: unknown, row: AdminLoanCollateralView) => (
                    <Button
                      size="small"
                      aria-label={t('loans.rates.editLabel', { coin: row.currency })}
                      onClick={() => {
                        form.setFieldsValue({
                          percent: rateToHourlyPercent(row.hourly_rate),
                          enabled: row.enabled,
                        });
                        setEditing(row);
                      }}
                    >
                      {t('loans.rates.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={editing !== null}
        title={t('loans.rates.editTitle', { coin: editing?.currency ?? '' })}
        okText={t('buttons.save')}
        cancelText={t('buttons.cancel')}
        okButtonProps={{ loading: busy }}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item
            name="percent"
            label={t('loans.rates.hourly')}
            extra={
              preview === null ? null : t('loans.rates.aprPreview', { apr: aprPercentOf(preview) })
            }
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  value && hourlyPercentToRate(value) !== null
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('loans.rates.invalid'))),
              },
            ]}
          >
            <Input inputMode="decimal" autoComplete="off" suffix="%" />
          </Form.Item>
          <Form.Item name="enabled" label={t('loans.rates.newLoans')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('loans.rates.openKeep')}</Typography.Paragraph>
        </Form>
      </Modal>
    </Card>
  );
}

/**
 * Crypto loans for operators (issue #19 item 3): the pool's limit, each collateral coin's rate
 * and switch (both audited), and every loan with its live LTV and, once liquidated, the tick
 * that decided it. Operators never move a loan's money: only the user and the engine do.
 */
export function LoansPage() {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const [status, setStatus] = useState<StatusFilter>('open');
  const { query: config } = useCustom<AdminLoanConfigView>({
    url: '/admin/loans/config',
    method: 'get',
  });
  const { result, query } = useList<AdminLoanView>({
    resource: 'loans',
    filters: status === 'all' ? [] : [{ field: 'status', operator: 'eq', value: status }],
  });
  const refresh = () =>
    Promise.all([config.refetch(), invalidate({ resource: 'loans', invalidates: ['list'] })]);

  return (
    <List
      title={t('loans.title')}
      headerButtons={
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('buttons.refresh')}
        </Button>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('loans.intro')} />
        {config.data ? (
          <>
            <PoolCard config={config.data.data} onSaved={refresh} />
            <CollateralsCard config={config.data.data} onSaved={refresh} />
          </>
        ) : null}
        <Segmented<StatusFilter>
          aria-label={t('loans.list.filter')}
          value={status}
          onChange={setStatus}
          options={(['open', 'repaid', 'liquidated', 'all'] as const).map((value) => ({
            value,
            label: t(`loans.status.${value}`),
          }))}
        />
        <Table<AdminLoanView>
          rowKey="id"
          size="small"
          data-testid="loans-table"
          loading={query.isLoading}
          dataSource={result.data}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '#', dataIndex: 'id' },
            {
              title: t('loans.list.user'),
              key: 'user',
              render: (_, loan) => (
                <Space direction="vertical" size={0}>
                  <span>#{loan.user_id}</span>
                  <Typography.Text type="secondary">{loan.user_email ?? '—'}</Typography.Text>
                </Space>
              ),
            },
            {
              title: t('loans.list.collateral'),
              key: 'collateral',
              align: 'right',
              render: (_, loan) => <Amount value={loan.collateral} currency={loan.currency} />,
            },
            {
              title: t('loans.list.borrowed'),
              key: 'borrowed',
              align: 'right',
              render: (_, loan) => <Amount value={loan.borrowed} currency={loan.loan_currency} />,
            },
            {
              title: t('loans.list.debt'),
              key: 'debt',
              align: 'right',
              render: (_, loan) => <Amount value={loan.debt} currency={loan.loan_currency} />,
            },
            {
              title: t('loans.list.ltv'),
              key: 'ltv',
              align: 'right',
              render: (_, loan) =>
                loan.ltv === null
                  ? '—'
                  : formatPercent(new Money(loan.ltv).times(100).toFixed(), {
                      signed: false,
                      precision: 2,
                    }),
            },
            {
              title: t('loans.list.liquidation'),
              key: 'liquidation',
              align: 'right',
              render: (_, loan) =>
                loan.liquidation ? (
                  <Space direction="vertical" size={0}>
                    <Amount value={loan.liquidation.price} />
                    <DateTime value={loan.liquidation.tick_time} />
                  </Space>
                ) : (
                  <Amount value={shownPrice(loan.liquidation_price)} />
                ),
            },
            {
              title: t('loans.list.status'),
              key: 'status',
              render: (_, loan) => (
                <Space direction="vertical" size={0}>
                  <StatusTag
                    look={STATUS_LOOKS[loan.status]}
                    text={t(`loans.status.${loan.status}`)}
                  />
                  {loan.margin_called ? (
                    <StatusTag look="warn" text={t('loans.list.marginCalled')} />
                  ) : null}
                </Space>
              ),
            },
            {
              title: t('loans.list.opened'),
              dataIndex: 'created_at',
              render: (value: number) => <DateTime value={value} />,
            },
            {
              title: t('loans.list.closed'),
              dataIndex: 'closed_at',
              render: (value: number | null) => <DateTime value={value} />,
            },
          ]}
        />
      </Space>
    </List>
  );
}
