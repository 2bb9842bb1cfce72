import { useState } from 'react';
import { useCustom, useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, InputNumber, Result, Select, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { FourEyesThresholdView } from '@meridian/contract';

import { useOperator } from '../../auth/use-operator';
import { useAction } from '../../components/use-action';
import { MONEY_DECISION } from './refresh-button';

const ACCOUNTS = [1, 2, 3, 4] as const;
const SIGNED_DECIMAL = /^-?\d{1,20}(\.\d{1,10})?$/;

interface AdjustForm {
  user_id: number;
  currency_id: number;
  type: number;
  amount: string;
  reason: string;
}

/**
 * A manual correction of a user's balance. It never posts at once: submitting opens a four-eyes
 * request that a second operator approves (any size), and the screen says so before and after.
 */
export function AdjustmentsPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { canWrite } = useOperator();
  const [form] = Form.useForm<AdjustForm>();
  const { run, busy } = useAction();
  const [requested, setRequested] = useState<number | null>(null);
  // Every currency is listed with its four-eyes threshold: the one currency list operators read.
  const { query } = useCustom<FourEyesThresholdView[]>({
    url: '/admin/four-eyes/thresholds',
    method: 'get',
  });
  const currencies = query.data?.data ?? [];

  const submit = async (values: AdjustForm) => {
    const done = await run<{ approval_id: number }>(
      '/admin/adjust',
      { ...values, amount: values.amount.trim(), reason: values.reason.trim() },
      MONEY_DECISION,
    );
    if (done) {
      setRequested(done.answer.approval_id);
      form.resetFields();
    }
  };

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('money.adjustments.title')}
        </Typography.Title>
      }
      style={{ maxWidth: 720 }}
    >
      {requested !== null ? (
        <div data-testid="adjustment-requested">
          <Result
            status="info"
            title={t('money.adjustments.afterTitle', { id: requested })}
            subTitle={t('money.adjustments.afterText')}
            extra={[
              <Button type="primary" key="approvals" onClick={() => navigate('/approvals')}>
                {t('money.common.openApprovals')}
              </Button>,
              <Button key="again" onClick={() => setRequested(null)}>
                {t('money.adjustments.another')}
              </Button>,
            ]}
          />
        </div>
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            message={t('money.adjustments.before')}
            style={{ marginBottom: 24 }}
          />
          {!canWrite ? (
            <Alert
              type="warning"
              showIcon
              message={t('money.common.readOnly')}
              style={{ marginBottom: 24 }}
            />
          ) : null}
          <Form<AdjustForm>
            form={form}
            layout="vertical"
            disabled={!canWrite}
            initialValues={{ type: 2 }}
            onFinish={(values) => void submit(values)}
          >
            <Form.Item
              name="user_id"
              label={t('money.adjustments.userId')}
              rules={[{ required: true, message: t('money.adjustments.required') }]}
            >
              <InputNumber min={1} precision={0} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item
              name="currency_id"
              label={t('money.adjustments.currency')}
              rules={[{ required: true, message: t('money.adjustments.required') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                loading={query.isLoading}
                style={{ width: 240 }}
                options={currencies.map((c) => ({ value: c.currency_id, label: c.currency_name }))}
              />
            </Form.Item>
            <Form.Item
              name="type"
              label={t('money.adjustments.account')}
              rules={[{ required: true, message: t('money.adjustments.required') }]}
            >
              <Select
                style={{ width: 240 }}
                options={ACCOUNTS.map((a) => ({ value: a, label: t(`money.accounts.${a}`) }))}
              />
            </Form.Item>
            <Form.Item
              name="amount"
              label={t('money.adjustments.amount')}
              extra={t('money.adjustments.amountHelp')}
              rules={[
                { required: true, message: t('money.adjustments.required') },
                {
                  validator: (_, value: string | undefined) =>
                    !value || (SIGNED_DECIMAL.test(value.trim()) && Number(value) !== 0)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('money.adjustments.amountInvalid'))),
                },
              ]}
            >
              <Input inputMode="decimal" style={{ width: 240 }} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="reason"
              label={t('money.adjustments.reason')}
              rules={[
                { required: true, whitespace: true, message: t('common.reasonRequired') },
                { min: 2, message: t('common.reasonRequired') },
              ]}
            >
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} disabled={!canWrite}>
              {t('money.adjustments.submit')}
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}
