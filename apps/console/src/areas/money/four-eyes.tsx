import { useList, useTranslate } from '@refinedev/core';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import type { MoneyApprovalKind } from '@meridian/contract';

import type { ApprovalRow } from './money-types';
import { StatusTag } from '../../components/status-tag';

/**
 * The open four-eyes requests of one kind, by the deposit or withdrawal they are about, so a
 * queue can show which of its rows already wait for a second operator.
 */
export function useOpenApprovals(kind: MoneyApprovalKind): Map<number, ApprovalRow> {
  const { result } = useList<ApprovalRow>({
    resource: 'approvals',
    filters: [{ field: 'status', operator: 'eq', value: 'pending' }],
    pagination: { currentPage: 1, pageSize: 50 },
  });
  const open = new Map<number, ApprovalRow>();
  for (const row of result.data ?? []) {
    if (row.kind === kind && row.subject_id !== null) open.set(row.subject_id, row);
  }
  return open;
}

/** Says, as text and icon (never colour alone), that a request waits for a second operator. */
export function WaitingTag({ approvalId }: { approvalId: number }) {
  const t = useTranslate();
  return (
    <StatusTag
      look="warn"
      testId={`waiting-${approvalId}`}
      text={`${t('money.common.waiting')} · #${approvalId}`}
    />
  );
}

/**
 * After a confirm or approve: when the server opened a four-eyes request instead of moving the
 * money, says so plainly in a dialog, with the way to the Approvals queue.
 */
export function useFourEyesNotice() {
  const t = useTranslate();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  return (answer: { approval_id?: number | null }, done: string) => {
    if (answer.approval_id) {
      modal.info({
        title: t('money.common.waitingTitle'),
        content: (
          <span data-testid="four-eyes-notice">
            {t('money.common.waitingText', { id: answer.approval_id })}
          </span>
        ),
        okText: t('money.common.openApprovals'),
        closable: true,
        onOk: () => navigate('/approvals'),
      });
    } else {
      void message.success(done);
    }
  };
}
