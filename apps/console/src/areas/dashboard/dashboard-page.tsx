import { useCustom, useTranslate } from '@refinedev/core';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { AdminDashboardView } from '@meridian/contract';

/** The queues an operator works through, with how many wait and since when. */
export function DashboardPage() {
  const t = useTranslate();
  const { query } = useCustom<AdminDashboardView>({ url: '/admin/dashboard', method: 'get' });
  const view = query.data?.data;
  return (
    <>
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      <Row gutter={16}>
        {(view?.queues ?? []).map((q) => (
          <Col span={6} key={q.queue}>
            <Card data-testid={`queue-${q.queue}`}>
              <Statistic title={t(`dashboard.queues.${q.queue}`)} value={q.count} />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
