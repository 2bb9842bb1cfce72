import { useTranslate } from '@refinedev/core';
import { Space, Typography } from 'antd';

import { StatusTag, type TagLook } from '../../components/status-tag';
import { DateTime } from '../../components/values';
import { WaitingTag } from './four-eyes';

/** 0 pending, 1 done (confirmed or paid), 2 rejected: the deposit and withdrawal numbers. */
export const lookOfStatus = (status: number): TagLook =>
  status === 0 ? 'info' : status === 1 ? 'good' : 'bad';

/**
 * A deposit's or withdrawal's state as its queue shows it: the tag, the four-eyes request a
 * pending one waits on, and (when given) the reason the user was told and when it was handled.
 */
export function MoneyStatus({
  queue,
  status,
  approvalId,
  reason,
  handledAt,
}: {
  queue: 'deposits' | 'withdrawals';
  status: number;
  approvalId: number | null | undefined;
  reason?: string | null;
  handledAt?: number | null;
}) {
  const t = useTranslate();
  return (
    <Space direction="vertical" size={4}>
      <StatusTag look={lookOfStatus(status)} text={t(`money.${queue}.status.${status}`)} />
      {status === 0 && approvalId ? <WaitingTag approvalId={approvalId} /> : null}
      {reason ? <Typography.Text type="secondary">{reason}</Typography.Text> : null}
      {handledAt ? <DateTime value={handledAt} /> : null}
    </Space>
  );
}
