import { useState } from 'react';
import { useList, useTranslate } from '@refinedev/core';
import { App, Button, Card, Descriptions, Empty, Space, Tag } from 'antd';
import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { AuditEntryView, LedgerCheckView } from '@meridian/contract';

import { apiPost } from '../../api/client';
import { useOperator } from '../../auth/use-operator';
import { DateTime } from '../../components/values';

/**
 * The ledger check: when it last ran, who ran it (from its audit entry), and what it found per
 * kind. Operators run it on demand; the result is kept for every node's dashboard.
 */
export function LedgerCheckCard({
  check,
  onRan,
}: {
  check: LedgerCheckView | null | undefined;
  onRan: () => unknown;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const { canWrite } = useOperator();
  const [busy, setBusy] = useState(false);
  const { result, query } = useList<AuditEntryView>({
    resource: 'audit',
    filters: [{ field: 'action', operator: 'eq', value: 'ledger.check' }],
    pagination: { currentPage: 1, pageSize: 1 },
  });
  const entry = result.data[0];
  const by =
    check && entry && entry.admin_id === check.admin_id
      ? entry.admin_email
      : check
        ? `#${check.admin_id}`
        : '';

  const run = async () => {
    setBusy(true);
    try {
      const view = await apiPost<LedgerCheckView>('/admin/ledger-check');
      void message.success(
        view.problems === 0
          ? t('dashboard.ledger.cleanNow')
          : t('dashboard.ledger.problemsNow', { count: view.problems }),
      );
      await Promise.all([onRan(), query.refetch()]);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={t('dashboard.ledger.title')}
      data-testid="ledger-check"
      extra={
        canWrite ? (
          <Button type="primary" loading={busy} onClick={() => void run()}>
            {t('dashboard.ledger.run')}
          </Button>
        ) : null
      }
    >
      {check ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('dashboard.ledger.lastRun')}>
            <span data-testid="ledger-check-time">
              <DateTime value={check.ran_at} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('dashboard.ledger.by')}>{by}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.ledger.result')}>
            {check.problems === 0 ? (
              <Tag icon={<CheckCircleOutlined />} color="#237804">
                {t('dashboard.ledger.clean')}
              </Tag>
            ) : (
              <Space wrap>
                <Tag icon={<WarningOutlined />} color="#cf1322">
                  {t('dashboard.ledger.problems', { count: check.problems })}
                </Tag>
                {Object.entries(check.kinds).map(([kind, count]) => (
                  <Tag key={kind}>
                    {kind}: {count}
                  </Tag>
                ))}
              </Space>
            )}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.ledger.never')} />
      )}
    </Card>
  );
}
