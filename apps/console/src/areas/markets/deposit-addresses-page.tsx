import { useState } from 'react';
import { List } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import { Alert, App, Button, Card, Form, Input, Select, Typography } from 'antd';
import type { CurrencyView } from '@meridian/contract';

import { apiPost } from '../../api/client';
import { useOperator } from '../../auth/use-operator';

interface ImportForm {
  currency_id: number;
  network: string;
  addresses: string;
}

/** The addresses of a pasted list: one a line, blank lines left out. */
const linesOf = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * A pick that must be made. A validator, not `required`: antd would put aria-required on the
 * select's wrapper, where ARIA does not allow it (axe: aria-allowed-attr).
 */
const chosen = (text: string) => ({
  validator: (_: unknown, value: unknown) =>
    value === undefined || value === null || value === ''
      ? Promise.reject(new Error(text))
      : Promise.resolve(),
});

/**
 * Loads deposit addresses the platform controls into the pool users are given addresses from:
 * a currency, its network, and the addresses one a line. Addresses already in the pool are
 * skipped; the answer says how many were added.
 */
export function DepositAddressesPage() {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const { message } = App.useApp();
  const [form] = Form.useForm<ImportForm>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ imported: number; given: number } | null>(null);
  const { query } = useCustom<CurrencyView[]>({ url: '/currency/list', method: 'get' });
  const currencies = (query.data?.data ?? []).filter((c) => c.is_transfer && c.networks.length > 0);
  const currencyId = Form.useWatch('currency_id', form);
  const lines = linesOf(Form.useWatch('addresses', form));
  const networks = currencies.find((c) => c.id === currencyId)?.networks ?? [];

  const submit = async () => {
    const values = await form.validateFields();
    const given = linesOf(values.addresses);
    setBusy(true);
    try {
      const answer = await apiPost<{ imported: number }>('/admin/deposit-addresses/import', {
        currency_id: values.currency_id,
        network: values.network,
        addresses: given.join('\n'),
      });
      setOutcome({ imported: answer.imported, given: given.length });
      form.setFieldValue('addresses', '');
    } catch (error) {
      setOutcome(null);
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <List title={t('markets.addresses.title')}>
        <Alert
          type="info"
          showIcon
          message={t('markets.addresses.intro')}
          style={{ marginBottom: 16 }}
        />
        {outcome ? (
          <Alert
            type="success"
            showIcon
            data-testid="import-outcome"
            message={t('markets.addresses.imported', {
              count: outcome.imported,
              given: outcome.given,
            })}
            description={
              outcome.imported < outcome.given ? t('markets.addresses.skippedNote') : undefined
            }
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {!canWrite ? (
          <Alert type="warning" showIcon message={t('markets.addresses.readOnly')} />
        ) : (
          <Card style={{ maxWidth: 720 }}>
            <Form<ImportForm> form={form} layout="vertical" requiredMark={false}>
              <Form.Item
                name="currency_id"
                label={t('markets.addresses.currency')}
                rules={[chosen(t('markets.addresses.currencyRule'))]}
              >
                <Select
                  data-testid="import-currency"
                  placeholder={t('markets.addresses.currencyRule')}
                  loading={query.isLoading}
                  options={currencies.map((c) => ({ value: c.id, label: c.name }))}
                  onChange={() => form.setFieldValue('network', undefined)}
                />
              </Form.Item>
              <Form.Item
                name="network"
                label={t('markets.addresses.network')}
                rules={[chosen(t('markets.addresses.networkRule'))]}
              >
                <Select
                  data-testid="import-network"
                  placeholder={t('markets.addresses.networkRule')}
                  disabled={networks.length === 0}
                  options={networks.map((n) => ({ value: n, label: n }))}
                />
              </Form.Item>
              <Form.Item
                name="addresses"
                label={t('markets.addresses.addresses')}
                extra={t('markets.addresses.count', { count: lines.length })}
                rules={[
                  {
                    validator: (_, value: string | undefined) =>
                      linesOf(value).length > 0
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('markets.addresses.addressesRule'))),
                  },
                ]}
              >
                <Input.TextArea
                  rows={8}
                  spellCheck={false}
                  style={{ fontFamily: 'monospace' }}
                  placeholder={t('markets.addresses.placeholder')}
                />
              </Form.Item>
              <Button
                type="primary"
                loading={busy}
                onClick={() => void submit().catch(() => undefined)}
                data-testid="import-submit"
              >
                {t('markets.addresses.submit')}
              </Button>
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                {t('markets.addresses.auditNote')}
              </Typography.Paragraph>
            </Form>
          </Card>
        )}
      </List>
    </>
  );
}
