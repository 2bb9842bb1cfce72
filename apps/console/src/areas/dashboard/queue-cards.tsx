import { useTranslate } from '@refinedev/core';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import type { AdminDashboardView } from '@meridian/contract';

import { DateTime } from '../../components/values';
import { ageOf } from './age';

/** Each review queue: how many wait, how long the oldest has waited, and a way to its list. */
export function QueueCards({
  queues,
  now,
}: {
  queues: AdminDashboardView['queues'];
  /** When the counts were read: ages are as of then. */
  now: number;
}) {
  const t = useTranslate();
  return (
    <Row gutter={[16, 16]}>
      {queues.map((q) => {
        const age = q.oldest_at ? ageOf(q.oldest_at, now) : null;
        return (
          <Col span={6} key={q.queue}>
            <Card
              data-testid={`queue-${q.queue}`}
              title={t(`dashboard.queues.${q.queue}`)}
              actions={[
                <Link key="open" to={`/${q.queue}`}>
                  {t('dashboard.open')}
                </Link>,
              ]}
            >
              <Statistic
                title={t('dashboard.waiting')}
                value={q.count}
                valueStyle={{ fontVariantNumeric: 'tabular-nums' }}
              />
              <Typography.Text type="secondary" data-testid={`queue-${q.queue}-age`}>
                {age ? (
                  <>
                    {t('dashboard.oldest', {
                      age: t(`dashboard.age.${age.unit}`, { count: age.count }),
                    })}{' '}
                    (<DateTime value={q.oldest_at} />)
                  </>
                ) : (
                  t('dashboard.nothingWaits')
                )}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
