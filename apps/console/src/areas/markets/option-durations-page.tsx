import { useState } from 'react';
import { List } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import { Alert, Button, Form, Input, InputNumber, Modal, Switch, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminOptionDurationView } from '@meridian/contract';

import { useOperator } from '../../auth/use-operator';
import { useAction } from '../../components/use-action';
import { Amount } from '../../components/values';
import { decimalPattern } from './market-types';

interface DurationForm {
  seconds: number;
  profit_ratio: string;
  min_amount: string;
  max_amount: string;
  fee_rate: string;
  sort: number;
  enabled: boolean;
}

const AMOUNT = decimalPattern(8);

/** A new duration (`editing` is 'new') or the fields of one to change. */
function DurationModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: AdminOptionDurationView | 'new' | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<DurationForm>();
  const { run, busy } = useAction();
  const existing = editing !== null && editing !== 'new' ? editing : null;
  // Each field's label, also said in place of its wire name when the server refuses it.
  const labels: Record<keyof DurationForm, string> = {
    seconds: t('markets.durations.seconds'),
    profit_ratio: t('markets.durations.ratio'),
    min_amount: t('markets.durations.min'),
    max_amount: t('markets.durations.max'),
    fee_rate: t('markets.durations.feeRate'),
    sort: t('markets.durations.sort'),
    enabled: t('markets.durations.enabled'),
  };
  const save = async () => {
    const values = await form.validateFields();
    const body = {
      ...(existing ? { id: existing.id } : {}),
      seconds: values.seconds,
      profit_ratio: values.profit_ratio.trim(),
      min_amount: values.min_amount.trim(),
      max_amount: values.max_amount.trim(),
      fee_rate: values.fee_rate.trim(),
      sort: values.sort,
      enabled: values.enabled,
    };
    const said = t('markets.durations.saved', { seconds: values.seconds });
    if (
      await run('/admin/option-durations/save', body, { said, refresh: ['audit'], fields: labels })
    ) {
      await onSaved();
      onClose();
    }
  };
  const amountRules = [
    { required: true, message: t('markets.durations.amountRule') },
    { pattern: AMOUNT, message: t('markets.durations.amountRule') },
  ];
  return (
    <Modal
      open={editing !== null}
      title={
        existing
          ? t('markets.durations.editTitle', { seconds: existing.seconds })
          : t('markets.durations.create')
      }
      okText={t('markets.common.save')}
      cancelText={t('markets.common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'duration-save' }}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        message={t('markets.durations.futureOnly')}
        style={{ marginBottom: 16 }}
      />
      <Form<DurationForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={
          existing
            ? { ...existing }
            : {
                fee_rate: '0',
                sort: 0,
                enabled: true,
                profit_ratio: '',
                min_amount: '',
                max_amount: '',
              }
        }
      >
        <Form.Item
          name="seconds"
          label={labels.seconds}
          rules={[{ required: true, message: t('markets.durations.secondsRule') }]}
        >
          <InputNumber min={1} max={86_400} precision={0} />
        </Form.Item>
        <Form.Item
          name="profit_ratio"
          label={labels.profit_ratio}
          extra={t('markets.durations.ratioNote')}
          rules={amountRules}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name="min_amount" label={labels.min_amount} rules={amountRules}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name="max_amount" label={labels.max_amount} rules={amountRules}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="fee_rate"
          label={labels.fee_rate}
          rules={[{ pattern: AMOUNT, message: t('markets.durations.amountRule') }]}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name="sort" label={labels.sort}>
          <InputNumber min={0} max={1_000_000} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={labels.enabled} valuePropName="checked">
          <Switch
            checkedChildren={t('markets.common.on')}
            unCheckedChildren={t('markets.common.off')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The option durations users pick from: length, payout ratio, stake bounds and fee. A change
 * applies to options placed after it; those already placed keep their terms.
 */
export function OptionDurationsPage() {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const [editing, setEditing] = useState<AdminOptionDurationView | 'new' | null>(null);
  const { query } = useCustom<AdminOptionDurationView[]>({
    url: '/admin/option-durations',
    method: 'get',
  });
  return (
    <>
      <List
        title={t('markets.durations.title')}
        headerButtons={
          canWrite ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('markets.durations.create')}
            </Button>
          ) : null
        }
      >
        <Alert
          type="info"
          showIcon
          message={t('markets.durations.futureOnly')}
          style={{ marginBottom: 16 }}
        />
        <Table<AdminOptionDurationView>
          rowKey="id"
          size="small"
          data-testid="durations-table"
          loading={query.isLoading}
          dataSource={query.data?.data ?? []}
          pagination={false}
          columns={[
            {
              title: t('markets.durations.seconds'),
              dataIndex: 'seconds',
              align: 'right',
              render: (seconds: number) => t('markets.durations.secondsValue', { seconds }),
            },
            {
              title: t('markets.durations.ratio'),
              dataIndex: 'profit_ratio',
              align: 'right',
              render: (value: string) => <Amount value={value} />,
            },
            {
              title: t('markets.durations.min'),
              dataIndex: 'min_amount',
              align: 'right',
              render: (value: string) => <Amount value={value} />,
            },
            {
              title: t('markets.durations.max'),
              dataIndex: 'max_amount',
              align: 'right',
              render: (value: string) => <Amount value={value} />,
            },
            {
              title: t('markets.durations.feeRate'),
              dataIndex: 'fee_rate',
              align: 'right',
              render: (value: string) => <Amount value={value} />,
            },
            { title: t('markets.durations.sort'), dataIndex: 'sort', align: 'right' },
            {
              title: t('markets.durations.enabled'),
              dataIndex: 'enabled',
              render: (enabled: boolean) =>
                enabled ? (
                  <Tag color="success">{t('markets.durations.offered')}</Tag>
                ) : (
                  <Tag>{t('markets.durations.hidden')}</Tag>
                ),
            },
            ...(canWrite
              ? [
                  {
                    title: t('markets.common.actions'),
                    key: 'actions',
                    render: (_: unknown, row: AdminOptionDurationView) => (
                      <Button
                        size="small"
                        autoInsertSpace={false}
                        onClick={() => setEditing(row)}
                        aria-label={t('markets.durations.editLabel', { seconds: row.seconds })}
                        data-testid={`duration-edit-${row.id}`}
                      >
                        {t('markets.common.edit')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <DurationModal
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => query.refetch()}
        />
      </List>
    </>
  );
}
