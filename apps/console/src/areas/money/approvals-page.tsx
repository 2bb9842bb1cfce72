import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { SettingOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { MONEY_APPROVAL_STATUSES, type MoneyApprovalStatus } from '@meridian/contract';

import { useOperator } from '../../auth/use-operator';
import { ReasonModal } from '../../components/reason-modal';
import { StatusTabsList, useStatusTable } from '../../components/status-tabs-list';
import { useAction } from '../../components/use-action';
import { Amount, DateTime } from '../../components/values';
import type { ApprovalRow } from './money-types';
import { MONEY_DECISION, RefreshButton } from './refresh-button';
import { StatusTag } from '../../components/status-tag';

const LOOK = { pending: 'info', approved: 'good', rejected: 'bad' } as const;

/**
 * The four-eyes queue: money moves one operator asked for and a second, different one approves
 * (which posts) or rejects (which never does). Either operator may reject.
 */
export function ApprovalsPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { isSuper } = useOperator();
  return (
    <StatusTabsList
      title={t('money.approvals.title')}
      headerButtons={
        <>
          <RefreshButton />
          {isSuper ? (
            <Button icon={<SettingOutlined />} onClick={() => navigate('/four-eyes-thresholds')}>
              {t('money.approvals.thresholds')}
            </Button>
          ) : null}
        </>
      }
      statuses={MONEY_APPROVAL_STATUSES}
      label={(s) => t(`money.approvals.status.${s}`)}
    >
      {(status) => <ApprovalTable status={status} />}
    </StatusTabsList>
  );
}

/** Who did it and when, on two lines. */
function ByWhom({ email, at }: { email: string | null; at: number | null }) {
  if (!email) return <>—</>;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Typography.Text style={{ whiteSpace: 'nowrap' }}>{email}</Typography.Text>
      <Typography.Text type="secondary">
        <DateTime value={at} />
      </Typography.Text>
    </span>
  );
}

function ApprovalTable({ status }: { status: MoneyApprovalStatus }) {
  const t = useTranslate();
  const { me, canWrite } = useOperator();
  const { run, busy } = useAction();
  const [rejecting, setRejecting] = useState<ApprovalRow | null>(null);
  const { tableProps } = useStatusTable<ApprovalRow>('approvals', status);

  const approve = async (row: ApprovalRow) => {
    const said = t('money.approvals.approved', { id: row.id });
    await run('/admin/approvals/approve', { id: row.id }, { ...MONEY_DECISION, said });
  };
  const reject = async (reason: string) => {
    if (!(await run('/admin/approvals/reject', { id: rejecting!.id, reason }, MONEY_DECISION))) {
      throw new Error('refused');
    }
  };

  return (
    <>
      <Table<ApprovalRow>
        {...tableProps}
        rowKey="id"
        data-testid="approvals-table"
        scroll={{ x: 1200 }}
        columns={[
          { title: t('money.common.id'), dataIndex: 'id', width: 70 },
          {
            title: t('money.approvals.kind'),
            key: 'kind',
            render: (_, row) => (
              <Space direction="vertical" size={2}>
                <Tag>{t(`money.approvals.kinds.${row.kind}`)}</Tag>
                {row.subject_id !== null ? (
                  <Typography.Text type="secondary">
                    {t('money.approvals.subject', { id: row.subject_id })}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('money.common.user'),
            dataIndex: 'user_id',
            render: (_, row) => <Typography.Text strong>#{row.user_id}</Typography.Text>,
          },
          {
            title: t('money.common.amount'),
            key: 'amount',
            align: 'right',
            render: (_, row) => (
              <Space direction="vertical" size={2} style={{ alignItems: 'flex-end' }}>
                <Amount value={row.amount} currency={row.currency_name} />
                {row.account_type !== null ? (
                  <Typography.Text type="secondary">
                    {t(`money.accounts.${row.account_type}`)}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('money.common.usdtValue'),
            key: 'usdt',
            align: 'right',
            render: (_, row) => <Amount value={row.usdt_value} />,
          },
          {
            title: t('money.common.reason'),
            dataIndex: 'reason',
            width: 200,
            render: (_, row) => row.reason ?? '—',
          },
          {
            title: t('money.approvals.requestedBy'),
            key: 'requested',
            render: (_, row) => <ByWhom email={row.requested_by_email} at={row.requested_at} />,
          },
          {
            title: t('money.common.status'),
            key: 'status',
            render: (_, row) => (
              <StatusTag look={LOOK[row.status]} text={t(`money.approvals.status.${row.status}`)} />
            ),
          },
          ...(status === 'pending'
            ? []
            : [
                {
                  title: t('money.approvals.decidedBy'),
                  key: 'decided',
                  render: (_: unknown, row: ApprovalRow) => (
                    <Space direction="vertical" size={2}>
                      <ByWhom email={row.decided_by_email} at={row.decided_at} />
                      {row.decision_reason ? (
                        <Typography.Text type="secondary">{row.decision_reason}</Typography.Text>
                      ) : null}
                    </Space>
                  ),
                },
              ]),
          ...(status === 'pending' && canWrite
            ? [
                {
                  title: t('money.common.actions'),
                  key: 'actions',
                  width: 240,
                  render: (_: unknown, row: ApprovalRow) => {
                    const own = row.requested_by === me?.id;
                    const approveButton = (
                      <Button
                        type="primary"
                        disabled={own || busy}
                        aria-label={t('money.approvals.approveLabel', { id: row.id })}
                        data-testid={`approve-${row.id}`}
                      >
                        {t('money.approvals.approve')}
                      </Button>
                    );
                    return (
                      <Space direction="vertical" size={4}>
                        <Space>
                          {own ? (
                            <Tooltip title={t('money.approvals.ownRequest')}>
                              {approveButton}
                            </Tooltip>
                          ) : (
                            <Popconfirm
                              title={t('money.approvals.approveAsk', { id: row.id })}
                              okText={t('buttons.confirmAction')}
                              cancelText={t('buttons.cancel')}
                              onConfirm={() => approve(row)}
                            >
                              {approveButton}
                            </Popconfirm>
                          )}
                          <Button
                            danger
                            disabled={busy}
                            onClick={() => setRejecting(row)}
                            aria-label={t('money.approvals.rejectLabel', { id: row.id })}
                          >
                            {t('money.common.reject')}
                          </Button>
                        </Space>
                        {own ? (
                          <Typography.Text type="secondary" data-testid={`own-${row.id}`}>
                            {t('money.approvals.ownRequest')}
                          </Typography.Text>
                        ) : null}
                      </Space>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
      <ReasonModal
        open={rejecting !== null}
        title={t('money.common.rejectTitle', { id: rejecting?.id ?? '' })}
        confirmText={t('money.common.reject')}
        danger
        onSubmit={reject}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
