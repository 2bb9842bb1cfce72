import { useCustom, useTranslate } from '@refinedev/core';
import { Card, Col, Row, Space, Typography } from 'antd';
import type { AdminDashboardView } from '@meridian/contract';

import { BooksTable } from './books-table';
import { HouseChart } from './house-chart';
import { LedgerCheckCard } from './ledger-check-card';
import { ProofCard } from './proof-card';
import { QueueCards } from './queue-cards';

/**
 * The operator's first screen: the queues to work through, the books per currency, the ledger
 * check, the published proof of liabilities, and the options pool's and insurance's P/L over
 * the last days.
 */
export function DashboardPage() {
  const t = useTranslate();
  const { query } = useCustom<AdminDashboardView>({ url: '/admin/dashboard', method: 'get' });
  const view = query.data?.data;
  const currencies = (view?.books ?? []).map((b) => ({ id: b.currency_id, name: b.currency_name }));
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('dashboard.title')}
      </Typography.Title>
      <QueueCards queues={view?.queues ?? []} now={query.dataUpdatedAt} />
      <Row gutter={[16, 16]}>
        <Col span={16}>
          <Card title={t('dashboard.books.title')}>
            <Typography.Paragraph type="secondary">
              {t('dashboard.books.note')}
            </Typography.Paragraph>
            <BooksTable books={view?.books ?? []} loading={query.isLoading} />
          </Card>
        </Col>
        <Col span={8}>
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <LedgerCheckCard check={view?.ledger_check} onRan={() => query.refetch()} />
            <ProofCard books={view?.books ?? []} />
          </Space>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col span={12}>
          <HouseChart house="options_pool" currencies={currencies} />
        </Col>
        <Col span={12}>
          <HouseChart house="insurance" currencies={currencies} />
        </Col>
      </Row>
    </Space>
  );
}
