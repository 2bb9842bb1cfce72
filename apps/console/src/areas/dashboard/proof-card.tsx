import { useCustom, useTranslate } from '@refinedev/core';
import { Button, Card, Descriptions, Empty, Table, Typography } from 'antd';
import type { AdminDashboardView, proofRules } from '@meridian/contract';

import { useOperator } from '../../auth/use-operator';
import { useAction } from '../../components/use-action';
import { Amount, DateTime } from '../../components/values';

interface Line {
  currency: string;
  published: string;
  now: string | undefined;
}

/**
 * The published proof of liabilities (#21 item 7) beside the books: the latest snapshot's time,
 * root and users counted, and per currency its total next to what users hold now. Operators
 * may take a snapshot now (it only reads the balances); the daily one comes at 00:10 UTC.
 */
export function ProofCard({ books }: { books: AdminDashboardView['books'] }) {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const { run, busy } = useAction();
  // The route answers null before the first snapshot; refine types its data as a record.
  const { query } = useCustom<proofRules.RootFile>({
    url: '/admin/proof/liabilities',
    method: 'get',
  });
  const root = query.data?.data as proofRules.RootFile | null | undefined;
  const held = new Map(books.map((b) => [b.currency_name, b.liabilities]));
  const lines: Line[] = Object.entries(root?.totals ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, published]) => ({ currency, published, now: held.get(currency) }));

  const take = async () => {
    if (await run('/admin/proof/snapshot', {}, { said: t('dashboard.proof.taken') }))
      await query.refetch();
  };

  return (
    <Card
      title={t('dashboard.proof.title')}
      data-testid="proof-liabilities"
      extra={
        canWrite ? (
          <Button size="small" loading={busy} onClick={() => void take()}>
            {t('dashboard.proof.takeNow')}
          </Button>
        ) : null
      }
    >
      {root ? (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('dashboard.proof.takenAt')}>
              <DateTime value={root.taken_at} />
            </Descriptions.Item>
            <Descriptions.Item label={t('dashboard.proof.users')}>
              {root.leaf_count}
            </Descriptions.Item>
            <Descriptions.Item label={t('dashboard.proof.root')}>
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                {root.root_hash}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Table<Line>
            rowKey="currency"
            size="small"
            pagination={false}
            dataSource={lines}
            columns={[
              { title: t('dashboard.books.currency'), dataIndex: 'currency' },
              {
                title: t('dashboard.proof.published'),
                dataIndex: 'published',
                align: 'right',
                render: (value: string) => <Amount value={value} />,
              },
              {
                title: t('dashboard.proof.now'),
                dataIndex: 'now',
                align: 'right',
                render: (value: string | undefined) => <Amount value={value ?? '0'} />,
              },
            ]}
          />
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.proof.none')} />
      )}
    </Card>
  );
}
