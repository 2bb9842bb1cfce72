import { useState } from 'react';
import { useCustom, useInvalidate, useTranslate } from '@refinedev/core';
import { Button, Col, Descriptions, Drawer, Popconfirm, Row, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';

import { useOperator } from '../../auth/use-operator';
import { ReasonModal } from '../../components/reason-modal';
import { StatusTabsList, useStatusTable } from '../../components/status-tabs-list';
import { useAction } from '../../components/use-action';
import { DateTime } from '../../components/values';
import { KycRecordCard, latestOfLevel } from './kyc-record';
import { KycTag } from './kyc-tag';
import type { KycQueueRow, UserProfile } from './users-types';

const STATUSES = [1, 2, 3] as const;
const PRESETS = ['unreadable', 'expired', 'nameMismatch', 'faceHidden', 'wrongDocument'] as const;

/** Identity reviews by state; a request opens with the user's level 1 and 2 side by side. */
export function KycReviewPage() {
  const t = useTranslate();
  return (
    <StatusTabsList
      title={t('users.review.title')}
      statuses={STATUSES}
      label={(s) => t(`users.review.tabs.${s}`)}
    >
      {(status) => <KycQueue status={status} />}
    </StatusTabsList>
  );
}

function KycQueue({ status }: { status: number }) {
  const t = useTranslate();
  const [open, setOpen] = useState<KycQueueRow | null>(null);
  const { tableProps } = useStatusTable<KycQueueRow>('kyc', status);
  return (
    <>
      <Table<KycQueueRow>
        {...tableProps}
        rowKey="id"
        data-testid="kyc-table"
        columns={[
          { title: t('users.fields.id'), dataIndex: 'id', width: 80 },
          {
            title: t('users.review.user'),
            key: 'user',
            render: (_, r) => (
              <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
                <Link to={`/users/show/${r.user_id}`}>#{r.user_id}</Link>
                <Typography.Text type="secondary">
                  {r.user_email ?? r.user_mobile ?? '—'}
                </Typography.Text>
              </span>
            ),
          },
          {
            title: t('users.review.level'),
            dataIndex: 'level',
            render: (_, r) => t(`users.kyc.level${r.level}`),
          },
          {
            title: t('users.kyc.name'),
            dataIndex: 'name',
            render: (_, r) => r.name ?? '—',
          },
          {
            title: t('users.kyc.submittedAt'),
            dataIndex: 'created_at',
            render: (_, r) => <DateTime value={r.created_at} />,
          },
          {
            title: t('users.fields.status'),
            dataIndex: 'status',
            render: (_, r) => (
              <Space direction="vertical" size={2}>
                <KycTag status={r.status} />
                {r.reason ? <Typography.Text type="secondary">{r.reason}</Typography.Text> : null}
              </Space>
            ),
          },
          {
            title: t('users.fields.actions'),
            key: 'actions',
            render: (_, r) => (
              <Button
                onClick={() => setOpen(r)}
                aria-label={t(
                  r.status === 1 ? 'users.review.reviewLabel' : 'users.review.viewLabel',
                  { id: r.id },
                )}
                data-testid={`kyc-open-${r.id}`}
              >
                {r.status === 1 ? t('users.review.review') : t('users.review.view')}
              </Button>
            ),
          },
        ]}
      />
      {open ? <ReviewDrawer row={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** The request's user with both levels side by side (photos zoom on click), and the decision. */
function ReviewDrawer({ row, onClose }: { row: KycQueueRow; onClose: () => void }) {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const { run, busy } = useAction();
  const invalidate = useInvalidate();
  const [rejecting, setRejecting] = useState(false);
  const { query } = useCustom<UserProfile>({
    url: '/admin/users/profile',
    method: 'get',
    config: { query: { user_id: row.user_id } },
  });
  const records = query.data?.data.kyc ?? [];
  // The record under review on its side; the other level is the user's latest.
  const recordOf = (level: number) => (row.level === level ? row : latestOfLevel(records, level));
  const pending = row.status === 1;
  const refresh = async () => {
    await invalidate({ resource: 'kyc', invalidates: ['list'] });
    onClose();
  };
  return (
    <Drawer
      open
      width={1100}
      title={t('users.review.drawerTitle', { id: row.id, level: row.level })}
      onClose={onClose}
      data-testid="kyc-drawer"
      extra={
        pending && canWrite ? (
          <Space>
            <Button danger onClick={() => setRejecting(true)} disabled={busy}>
              {t('users.review.reject')}
            </Button>
            <Popconfirm
              title={t('users.review.approveAsk', { id: row.id, user: row.user_id })}
              okText={t('buttons.confirmAction')}
              cancelText={t('buttons.cancel')}
              onConfirm={async () => {
                if (await run('/admin/kyc/approve', { id: row.id })) await refresh();
              }}
            >
              <Button type="primary" loading={busy}>
                {t('users.review.approve')}
              </Button>
            </Popconfirm>
          </Space>
        ) : null
      }
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions bordered size="small" column={3}>
          <Descriptions.Item label={t('users.review.user')}>
            <Link to={`/users/show/${row.user_id}`}>#{row.user_id}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('users.fields.email')}>
            {row.user_email ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('users.fields.mobile')}>
            {row.user_mobile ?? '—'}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('users.review.hint', { level: row.level })}
        </Typography.Paragraph>
        <Row gutter={16}>
          <Col span={12}>
            <KycRecordCard level={1} record={recordOf(1)} highlight={row.level === 1} />
          </Col>
          <Col span={12}>
            <KycRecordCard level={2} record={recordOf(2)} highlight={row.level === 2} />
          </Col>
        </Row>
      </Space>
      <ReasonModal
        open={rejecting}
        danger
        title={t('users.review.rejectTitle', { id: row.id })}
        confirmText={t('users.review.reject')}
        presets={PRESETS.map((p) => t(`users.review.presets.${p}`))}
        onSubmit={async (reason) => {
          if (!(await run('/admin/kyc/reject', { id: row.id, reason }))) throw new Error('refused');
          await refresh();
        }}
        onClose={() => setRejecting(false)}
      />
    </Drawer>
  );
}
