import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import {
  Button,
  Col,
  Descriptions,
  Drawer,
  Image,
  Popconfirm,
  Row,
  Space,
  Table,
  Typography,
} from 'antd';

import { useOperator } from '../../auth/use-operator';
import { ReasonModal } from '../../components/reason-modal';
import { StatusTabsList, useStatusTable } from '../../components/status-tabs-list';
import { useAction } from '../../components/use-action';
import { Amount, DateTime } from '../../components/values';
import { useFourEyesNotice, useOpenApprovals } from './four-eyes';
import type { DepositRow, FourEyesAnswer } from './money-types';
import { MONEY_DECISION, RefreshButton } from './refresh-button';
import { MoneyStatus } from './status-tag';
import { UserCell } from './user-cell';

const STATUSES = [0, 1, 2] as const;

/** Deposit requests by state; a row opens beside its voucher image to confirm or reject. */
export function DepositsPage() {
  const t = useTranslate();
  return (
    <StatusTabsList
      title={t('money.deposits.title')}
      headerButtons={<RefreshButton />}
      statuses={STATUSES}
      label={(s) => t(`money.deposits.status.${s}`)}
    >
      {(status) => <DepositTable status={status} />}
    </StatusTabsList>
  );
}

function DepositTable({ status }: { status: number }) {
  const t = useTranslate();
  const [openId, setOpenId] = useState<number | null>(null);
  const waiting = useOpenApprovals('deposit');
  const notice = useFourEyesNotice();
  const { tableProps, result } = useStatusTable<DepositRow>('deposits', status);
  const open = result.data.find((row) => row.id === openId) ?? null;
  return (
    <>
      <Table<DepositRow>
        {...tableProps}
        rowKey="id"
        data-testid="deposits-table"
        columns={[
          { title: t('money.common.id'), dataIndex: 'id', width: 80 },
          {
            title: t('money.common.user'),
            key: 'user',
            render: (_, row) => <UserCell id={row.user_id} email={row.user_email} />,
          },
          { title: t('money.common.coin'), dataIndex: 'currency_name' },
          { title: t('money.common.network'), dataIndex: 'network' },
          {
            title: t('money.common.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (_, row) => <Amount value={row.amount} currency={row.currency_name} />,
          },
          {
            title: t('money.deposits.voucher'),
            key: 'voucher',
            render: (_, row) => (
              <Image
                src={row.voucher}
                width={56}
                height={40}
                style={{ objectFit: 'cover' }}
                alt={t('money.deposits.voucherAlt', { id: row.id })}
              />
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
                queue="deposits"
                status={row.status}
                approvalId={waiting.get(row.id)?.id}
                reason={row.reason}
              />
            ),
          },
          {
            title: t('money.common.actions'),
            key: 'actions',
            render: (_, row) => (
              <Button
                onClick={() => setOpenId(row.id)}
                aria-label={t('money.deposits.viewLabel', { id: row.id })}
              >
                {t('money.deposits.view')}
              </Button>
            ),
          },
        ]}
      />
      {open ? (
        <DepositDrawer
          row={open}
          approvalId={waiting.get(open.id)?.id ?? null}
          notice={notice}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </>
  );
}

/** The request on the left, the user's voucher on the right, and the decision below. */
function DepositDrawer({
  row,
  approvalId,
  notice,
  onClose,
}: {
  row: DepositRow;
  approvalId: number | null;
  notice: ReturnType<typeof useFourEyesNotice>;
  onClose: () => void;
}) {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const { run, busy } = useAction();
  const [rejecting, setRejecting] = useState(false);
  const pending = row.status === 0;

  const confirm = async () => {
    const done = await run<FourEyesAnswer>(
      '/admin/deposits/confirm',
      { id: row.id },
      MONEY_DECISION,
    );
    if (done) notice(done.answer, t('money.deposits.confirmed', { id: row.id }));
  };
  const reject = async (reason: string) => {
    if (!(await run('/admin/deposits/reject', { id: row.id, reason }, MONEY_DECISION))) {
      throw new Error('refused');
    }
  };

  return (
    <Drawer
      open
      width={1000}
      title={t('money.deposits.drawerTitle', { id: row.id })}
      onClose={onClose}
      data-testid="deposit-drawer"
      extra={
        pending && canWrite ? (
          <Space>
            <Button danger onClick={() => setRejecting(true)} disabled={busy}>
              {t('money.common.reject')}
            </Button>
            <Popconfirm
              title={t('money.deposits.confirmAsk', {
                amount: row.amount,
                coin: row.currency_name,
                user: row.user_id,
              })}
              okText={t('buttons.confirmAction')}
              cancelText={t('buttons.cancel')}
              onConfirm={() => confirm()}
              disabled={approvalId !== null}
            >
              <Button type="primary" loading={busy} disabled={approvalId !== null}>
                {t('money.deposits.confirm')}
              </Button>
            </Popconfirm>
          </Space>
        ) : null
      }
    >
      <Row gutter={24}>
        <Col span={12}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('money.common.user')}>
              <UserCell id={row.user_id} email={row.user_email} />
            </Descriptions.Item>
            <Descriptions.Item label={t('money.common.coin')}>
              {row.currency_name}
            </Descriptions.Item>
            <Descriptions.Item label={t('money.common.network')}>{row.network}</Descriptions.Item>
            <Descriptions.Item label={t('money.deposits.address')}>
              {row.address ? (
                <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                  {row.address}
                </Typography.Text>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('money.common.amount')}>
              <Amount value={row.amount} currency={row.currency_name} />
            </Descriptions.Item>
            <Descriptions.Item label={t('money.common.time')}>
              <DateTime value={row.created_at} />
            </Descriptions.Item>
            <Descriptions.Item label={t('money.common.status')}>
              <MoneyStatus queue="deposits" status={row.status} approvalId={approvalId} />
            </Descriptions.Item>
            {row.handled_at ? (
              <Descriptions.Item label={t('money.common.handledAt')}>
                <DateTime value={row.handled_at} />
              </Descriptions.Item>
            ) : null}
            {row.reason ? (
              <Descriptions.Item label={t('money.common.reason')}>{row.reason}</Descriptions.Item>
            ) : null}
          </Descriptions>
        </Col>
        <Col span={12}>
          <Typography.Title level={5}>{t('money.deposits.voucher')}</Typography.Title>
          <Image
            src={row.voucher}
            width="100%"
            style={{ maxHeight: 560, objectFit: 'contain', background: '#fafafa' }}
            alt={t('money.deposits.voucherAlt', { id: row.id })}
            data-testid="deposit-voucher"
          />
          <Typography.Paragraph type="secondary">
            {t('money.deposits.voucherHint')}
          </Typography.Paragraph>
        </Col>
      </Row>
      <ReasonModal
        open={rejecting}
        title={t('money.common.rejectTitle', { id: row.id })}
        presets={[
          t('money.deposits.presets.noFunds'),
          t('money.deposits.presets.amountMismatch'),
          t('money.deposits.presets.voucherUnreadable'),
        ]}
        confirmText={t('money.common.reject')}
        danger
        onSubmit={reject}
        onClose={() => setRejecting(false)}
      />
    </Drawer>
  );
}
