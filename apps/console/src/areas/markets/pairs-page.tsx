import { useState } from 'react';
import { List } from '@refinedev/antd';
import { useList, useTranslate } from '@refinedev/core';
import {
  Alert,
  Button,
  Drawer,
  Form,
  Input,
  InputNumber,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';

import { useOperator } from '../../auth/use-operator';
import { useAction } from '../../components/use-action';
import { Amount } from '../../components/values';
import { decimalPattern, PAIR_SWITCHES, type AdminPairView, type PairSwitch } from './market-types';

interface TermsForm {
  fee_rate: string;
  spread: string;
  lot_size: string;
  leverages: string;
  lever_min_share: number;
  lever_max_share: number;
}

const RATE = decimalPattern(8);
const LOT = decimalPattern(10);
const LEVERAGES = /^\s*\d{1,3}(\s*,\s*\d{1,3})*\s*$/;

/** The terms of one pair new orders take: fee rate, spread, lot size, leverages and lot bounds. */
function TermsDrawer({ pair, onClose }: { pair: AdminPairView | null; onClose: () => void }) {
  const t = useTranslate();
  const [form] = Form.useForm<TermsForm>();
  const { run, busy } = useAction();
  // Each field's label, also said in place of its wire name when the server refuses it.
  const labels: Record<keyof TermsForm, string> = {
    fee_rate: t('markets.pairs.feeRate'),
    spread: t('markets.pairs.spread'),
    lot_size: t('markets.pairs.lotSize'),
    leverages: t('markets.pairs.leverages'),
    lever_min_share: t('markets.pairs.minLots'),
    lever_max_share: t('markets.pairs.maxLots'),
  };
  const save = async () => {
    const values = await form.validateFields();
    const saved = await run(
      '/admin/pairs/update',
      {
        id: pair!.id,
        fee_rate: values.fee_rate.trim(),
        spread: values.spread.trim(),
        lot_size: values.lot_size.trim(),
        leverages: values.leverages,
        lever_min_share: values.lever_min_share,
        lever_max_share: values.lever_max_share,
      },
      {
        said: t('markets.pairs.saved', { symbol: pair!.symbol }),
        refresh: ['pairs', 'audit'],
        fields: labels,
      },
    );
    if (saved) onClose();
  };
  const rateRule = {
    pattern: RATE,
    message: t('markets.pairs.rateRule'),
  };
  return (
    <Drawer
      open={pair !== null}
      onClose={onClose}
      width={480}
      destroyOnHidden
      title={pair ? t('markets.pairs.editTitle', { symbol: pair.symbol }) : ''}
      extra={
        <Space>
          <Button onClick={onClose}>{t('markets.common.cancel')}</Button>
          <Button
            type="primary"
            loading={busy}
            onClick={() => void save().catch(() => undefined)}
            data-testid="pair-save"
          >
            {t('markets.common.save')}
          </Button>
        </Space>
      }
    >
      {pair ? (
        <>
          <Alert
            type="info"
            showIcon
            message={t('markets.pairs.futureOnly')}
            style={{ marginBottom: 16 }}
          />
          <Form<TermsForm>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{
              fee_rate: pair.fee_rate,
              spread: pair.spread,
              lot_size: pair.lot_size,
              leverages: pair.leverages.join(', '),
              lever_min_share: pair.lever_min_share,
              lever_max_share: pair.lever_max_share,
            }}
          >
            <Form.Item
              name="fee_rate"
              label={labels.fee_rate}
              extra={t('markets.pairs.feeRateNote')}
              rules={[{ required: true, message: t('markets.pairs.rateRule') }, rateRule]}
            >
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="spread"
              label={labels.spread}
              extra={t('markets.pairs.spreadNote')}
              rules={[{ required: true, message: t('markets.pairs.rateRule') }, rateRule]}
            >
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="lot_size"
              label={labels.lot_size}
              extra={t('markets.pairs.lotSizeNote', { coin: pair.currency_name })}
              rules={[
                { required: true, message: t('markets.pairs.lotRule') },
                { pattern: LOT, message: t('markets.pairs.lotRule') },
              ]}
            >
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="leverages"
              label={labels.leverages}
              extra={t('markets.pairs.leveragesNote')}
              rules={[
                { required: true, message: t('markets.pairs.leveragesRule') },
                { pattern: LEVERAGES, message: t('markets.pairs.leveragesRule') },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Space size="large">
              <Form.Item
                name="lever_min_share"
                label={labels.lever_min_share}
                rules={[{ required: true, message: t('markets.pairs.lotsRule') }]}
              >
                <InputNumber min={1} max={1_000_000} precision={0} />
              </Form.Item>
              <Form.Item
                name="lever_max_share"
                label={labels.lever_max_share}
                dependencies={['lever_min_share']}
                rules={[
                  { required: true, message: t('markets.pairs.lotsRule') },
                  ({ getFieldValue }) => ({
                    validator: (_, value: number | null) =>
                      value !== null && value >= Number(getFieldValue('lever_min_share'))
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('markets.pairs.maxLotsRule'))),
                  }),
                ]}
              >
                <InputNumber min={1} max={1_000_000} precision={0} />
              </Form.Item>
            </Space>
          </Form>
        </>
      ) : null}
    </Drawer>
  );
}

/**
 * Every pair with its switches (spot, futures, options) and terms. A switch or an edit takes
 * effect at once, on every server, for orders placed after it; open orders and positions keep
 * the terms they were placed at. Auditors see the same table without the controls.
 */
export function PairsPage() {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const { run, busy } = useAction();
  const [editing, setEditing] = useState<AdminPairView | null>(null);
  const { result, query } = useList<AdminPairView>({
    resource: 'pairs',
    pagination: { mode: 'off' },
  });

  const toggle = (pair: AdminPairView, key: PairSwitch, on: boolean) =>
    void run(
      '/admin/pairs/update',
      { id: pair.id, [key]: on },
      {
        said: t(on ? 'markets.pairs.switchedOn' : 'markets.pairs.switchedOff', {
          what: t(`markets.pairs.switches.${key}`),
          symbol: pair.symbol,
        }),
        refresh: ['pairs', 'audit'],
      },
    );

  const switchColumn = (key: PairSwitch) => ({
    title: t(`markets.pairs.switches.${key}`),
    key,
    render: (_: unknown, pair: AdminPairView) => {
      const label = t('markets.pairs.switchLabel', {
        what: t(`markets.pairs.switches.${key}`),
        symbol: pair.symbol,
      });
      const blocked = key === 'open_coin_trade' && !pair.spot_capable && !pair.open_coin_trade;
      const control = (
        <Switch
          checked={pair[key]}
          checkedChildren={t('markets.common.on')}
          unCheckedChildren={t('markets.common.off')}
          disabled={!canWrite || blocked || busy}
          aria-label={label}
          data-testid={`switch-${key}-${pair.id}`}
          onChange={(on) => toggle(pair, key, on)}
        />
      );
      return blocked ? (
        <Tooltip title={t('markets.pairs.spotBlocked')}>{control}</Tooltip>
      ) : (
        control
      );
    },
  });

  return (
    <>
      <List title={t('markets.pairs.title')}>
        <Alert
          type="info"
          showIcon
          message={t('markets.pairs.intro')}
          style={{ marginBottom: 16 }}
        />
        <Table<AdminPairView>
          rowKey="id"
          size="small"
          data-testid="pairs-table"
          loading={query.isLoading}
          dataSource={result.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('markets.pairs.symbol'),
              dataIndex: 'symbol',
              fixed: 'left',
              render: (symbol: string, pair) => (
                <Space size={4}>
                  <Typography.Text strong>{symbol}</Typography.Text>
                  <Tag>{t(`markets.pairs.categories.${pair.category}`)}</Tag>
                  {pair.status !== 1 ? (
                    <Tag color="warning">{t('markets.pairs.unlisted')}</Tag>
                  ) : null}
                </Space>
              ),
            },
            ...PAIR_SWITCHES.map(switchColumn),
            {
              title: t('markets.pairs.feeRate'),
              dataIndex: 'fee_rate',
              align: 'right',
              render: (value: string) => <Amount value={value} />,
            },
            {
              title: t('markets.pairs.spread'),
              dataIndex: 'spread',
              align: 'right',
              render: (value: string) => <Amount value={value} />,
            },
            {
              title: t('markets.pairs.leverages'),
              dataIndex: 'leverages',
              render: (leverages: number[]) => (
                <Space size={2} wrap>
                  {leverages.map((x) => (
                    <Tag key={x}>{x}×</Tag>
                  ))}
                </Space>
              ),
            },
            {
              title: t('markets.pairs.lotSize'),
              dataIndex: 'lot_size',
              align: 'right',
              render: (value: string, pair) => (
                <Amount value={value} currency={pair.currency_name} />
              ),
            },
            {
              title: t('markets.pairs.lots'),
              key: 'lots',
              align: 'right',
              render: (_: unknown, pair) => (
                <span style={{ whiteSpace: 'nowrap' }}>
                  <Amount value={String(pair.lever_min_share)} /> –{' '}
                  <Amount value={String(pair.lever_max_share)} />
                </span>
              ),
            },
            ...(canWrite
              ? [
                  {
                    title: t('markets.common.actions'),
                    key: 'actions',
                    fixed: 'right' as const,
                    render: (_: unknown, pair: AdminPairView) => (
                      <Button
                        size="small"
                        autoInsertSpace={false}
                        onClick={() => setEditing(pair)}
                        aria-label={t('markets.pairs.editLabel', { symbol: pair.symbol })}
                        data-testid={`pair-edit-${pair.id}`}
                      >
                        {t('markets.common.edit')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <TermsDrawer pair={editing} onClose={() => setEditing(null)} />
      </List>
    </>
  );
}
