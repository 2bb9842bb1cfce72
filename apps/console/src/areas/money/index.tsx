import {
  AuditOutlined,
  DownloadOutlined,
  EditOutlined,
  SafetyOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Route } from 'react-router';

import type { ConsoleArea } from '../area';
import { AdjustmentsPage } from './adjustments-page';
import { ApprovalsPage } from './approvals-page';
import { DepositsPage } from './deposits-page';
import { ThresholdsPage } from './thresholds-page';
import { WithdrawalsPage } from './withdrawals-page';

/**
 * Money (issue #15 item 4): deposits beside their vouchers, withdrawals, manual adjustments and
 * the four-eyes queue where a second operator approves. The thresholds are in super-operators'
 * menu only; the server refuses anyone else's change.
 */
export const moneyArea: ConsoleArea = {
  resources: [
    { name: 'deposits', list: '/deposits', meta: { icon: <DownloadOutlined /> } },
    { name: 'withdrawals', list: '/withdrawals', meta: { icon: <UploadOutlined /> } },
    { name: 'adjustments', list: '/adjustments', meta: { icon: <EditOutlined /> } },
    { name: 'approvals', list: '/approvals', meta: { icon: <AuditOutlined /> } },
    {
      name: 'four-eyes-thresholds',
      list: '/four-eyes-thresholds',
      meta: { icon: <SafetyOutlined />, access: 'super' },
    },
  ],
  routes: (
    <>
      <Route path="/deposits" element={<DepositsPage />} />
      <Route path="/withdrawals" element={<WithdrawalsPage />} />
      <Route path="/adjustments" element={<AdjustmentsPage />} />
      <Route path="/approvals" element={<ApprovalsPage />} />
      <Route path="/four-eyes-thresholds" element={<ThresholdsPage />} />
    </>
  ),
};
