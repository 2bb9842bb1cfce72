import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Popconfirm, Space, Table, Typography } from 'antd';

import { useOperator } from '../../auth/use-operator';
import { ReasonModal } from '../../components/reason-modal';
import { StatusTabsList, useStatusTable } from '../../components/status-tabs-list';
import { useAction } from '../../components/use-action';
import { Amount, DateTime } from '../../components/values';
import { useFourEyesNotice, useOpenApprovals } from './four-eyes';
import type { FourEyesAnswer, WithdrawalRow } from './money-types';
import { MONEY_DECISION, RefreshButton } from './refresh-button';
import { MoneyStatus } from './status-tag';
import { UserCell } from './user-cell';

const STATUSES = [0, 1, 2] as const;

/** Withdrawals by state: where the money goes, how much, the fee; pay or reject with a reason. */
export function WithdrawalsPage() {
  const t = useTranslate();
  return (
    <StatusTabsList
      title={t('money.withdrawals.title')}
      headerButtons={<RefreshButton />}
      statuses={STATUSES}
      label={(s) => t(`money.withdrawals.status.${s}`)}
    >
      {(status) => <WithdrawalTable status={status} />}
    </StatusTabsList>
  );
}

function WithdrawalTable({ status }: { status: number }) {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const waiting = useOpenApprovals('withdrawal');
  const notice = useFourEyesNotice();
  const { run, busy } = useAction();
  const [rejecting, setRejecting] = useState<WithdrawalRow | null>(null);
  const { tableProps } = useStatusTable<WithdrawalRow>('withdrawals', status);

  const approve = async (row: WithdrawalRow) => {
    const done = await run<FourEyesAnswer>(
      '/admin/withdrawals/approve',
      { id: row.id },
      MONEY_DECISION,
    );
    if (done) notice(done.answer, t('money.withdrawals.paid', { id: row.id }));
  };
  const reject = async (reason: string) => {
    if (!(await run('/admin/withdrawals/reject', { id: rejecting!.id, reason }, MONEY_DECISION))) {
      throw new Error('refused');
    }
  };

  return (
    <>
      <Table<WithdrawalRow>
        {...tableProps}
        rowKey="id"
        data-testid="withdrawals-table"
        columns={[
          { title: t('money.common.id'), dataIndex: 'id', width: 70 },
          {
            title: t('money.common.user'),
            key: 'user',
            render: (_, row) => <UserCell id={row.user_id} email={row.user_email} />,
          },
          { title: t('money.common.coin'), dataIndex: 'currency_name' },
          {
            title: t('money.withdrawals.destination'),
            key: 'destination',
            width: 300,
            render: (_, row) => (
              <Space direction="vertical" size={2}>
                {row.destination.address ? (
                  <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                    {row.destination.address}
                  </Typography.Text>
                ) : (
                  <Typography.Text>{row.destination.label ?? '—'}</Typography.Text>
                )}
                {row.destination.network ? (
                  <Typography.Text type="secondary">
                    {t('money.common.network')}: {row.destination.network}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('money.common.amount'),
            key: 'amount',
            align: 'right',
            render: (_, row) => (
              <Space direction="vertical" size={2} style={{ alignItems: 'flex-end' }}>
                <Amount value={row.number} currency={row.currency_name} />
                <Typography.Text type="secondary">
                  {t('money.withdrawals.fee')}: <Amount value={row.fee} />
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t('money.withdrawals.receives')}: <Amount value={row.real_number} />
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('money.common.time'),
            dataIndex: 'created_at',
            render: (_, row) => <DateTime value={row.created_at} />,
          },
          {
            title: t('money.common.status'),
            key: 'status',
            render: (_, row) => (
              <MoneyStatus
                queue="withdrawals"
                status={row.status}
                approvalId={waiting.get(row.id)?.id}
                reason={row.reason}
                handledAt={row.handled_at}
              />
            ),
          },
          ...(status === 0 && canWrite
            ? [
                {
                  title: t('money.common.actions'),
                  key: 'actions',
                  render: (_: unknown, row: WithdrawalRow) => {
                    const open = waiting.has(row.id);
                    return (
                      <Space direction="vertical">
                        <Popconfirm
                          title={t('money.withdrawals.approveAsk', {
                            amount: row.real_number,
                            coin: row.currency_name,
                          })}
                          okText={t('buttons.confirmAction')}
                          cancelText={t('buttons.cancel')}
                          onConfirm={() => approve(row)}
                          disabled={open}
                        >
                          <Button
                            type="primary"
                            disabled={open || busy}
                            aria-label={t('money.withdrawals.approveLabel', { id: row.id })}
                          >
                            {t('money.withdrawals.approve')}
                          </Button>
                        </Popconfirm>
                        <Button
                          danger
                          disabled={busy}
                          onClick={() => setRejecting(row)}
                          aria-label={t('money.withdrawals.rejectLabel', { id: row.id })}
                        >
                          {t('money.common.reject')}
                        </Button>
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
        presets={[
          t('money.withdrawals.presets.addressRisk'),
          t('money.withdrawals.presets.verify'),
          t('money.withdrawals.presets.userAsked'),
        ]}
        confirmText={t('money.common.reject')}
        danger
        onSubmit={reject}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
