import { useState } from 'react';
import { List } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import { Alert, App, Button, Form, Input, Modal, Table, Tag } from 'antd';
import { StatusTag } from '../../components/status-tag';
import type { FourEyesThresholdView } from '@meridian/contract';

import { apiPost } from '../../api/client';
import { useOperator } from '../../auth/use-operator';
import { Amount } from '../../components/values';

const DECIMAL = /^\d{1,20}(\.\d{1,8})?$/;

/**
 * Per currency, the USDT value from which a deposit confirmation or a withdrawal needs a second
 * operator. Everyone may read them; only a super-operator changes them (the server enforces it).
 */
export function ThresholdsPage() {
  const t = useTranslate();
  const { isSuper } = useOperator();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ usdt_value: string }>();
  const [editing, setEditing] = useState<FourEyesThresholdView | null>(null);
  const [busy, setBusy] = useState(false);
  const { query } = useCustom<FourEyesThresholdView[]>({
    url: '/admin/four-eyes/thresholds',
    method: 'get',
  });

  const save = async () => {
    const { usdt_value } = await form.validateFields();
    setBusy(true);
    try {
      await apiPost('/admin/four-eyes/thresholds/save', {
        currency_id: editing!.currency_id,
        usdt_value: usdt_value.trim(),
      });
      void message.success(t('money.thresholds.saved', { coin: editing!.currency_name }));
      setEditing(null);
      await query.refetch();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <List title={t('money.thresholds.title')}>
      <Alert
        type="info"
        showIcon
        message={t('money.thresholds.intro')}
        style={{ marginBottom: 16 }}
      />
      {!isSuper ? (
        <Alert
          type="warning"
          showIcon
          message={t('money.thresholds.superOnly')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<FourEyesThresholdView>
        rowKey="currency_id"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        pagination={false}
        columns={[
          { title: t('money.thresholds.currency'), dataIndex: 'currency_name' },
          {
            title: t('money.thresholds.value'),
            dataIndex: 'usdt_value',
            align: 'right',
            render: (_, row) => <Amount value={row.usdt_value} currency="USDT" />,
          },
          {
            title: t('money.thresholds.source'),
            dataIndex: 'own',
            render: (_, row) =>
              row.own ? (
                <StatusTag look="info" text={t('money.thresholds.own')} />
              ) : (
                <Tag>{t('money.thresholds.default')}</Tag>
              ),
          },
          ...(isSuper
            ? [
                {
                  title: t('money.common.actions'),
                  key: 'actions',
                  render: (_: unknown, row: FourEyesThresholdView) => (
                    <Button
                      onClick={() => {
                        form.setFieldsValue({ usdt_value: row.usdt_value });
                        setEditing(row);
                      }}
                      aria-label={t('money.thresholds.editLabel', { coin: row.currency_name })}
                    >
                      {t('money.thresholds.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={editing !== null}
        title={t('money.thresholds.editTitle', { coin: editing?.currency_name ?? '' })}
        okText={t('buttons.save')}
        cancelText={t('buttons.cancel')}
        okButtonProps={{ loading: busy }}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item
            name="usdt_value"
            label={t('money.thresholds.value')}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  value && DECIMAL.test(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('money.thresholds.invalid'))),
              },
            ]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </List>
  );
}
