import { AuditOutlined, DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { Route } from 'react-router';

import type { ConsoleArea } from '../area';
import { AdjustmentsPage } from './adjustments-page';
import { ApprovalsPage } from './approvals-page';
import { DepositsPage } from './deposits-page';
import { MoneyTheme } from './money-theme';
import { ThresholdsPage } from './thresholds-page';
import { WithdrawalsPage } from './withdrawals-page';

/**
 * Money (issue #15 item 4): deposits beside their vouchers, withdrawals, manual adjustments and
 * the four-eyes queue where a second operator approves. The thresholds page is for
 * super-operators: it is not in the menu (the shell has no per-role menu), Approvals links to it
 * for them, and the server refuses anyone else's change.
 */
export const moneyArea: ConsoleArea = {
  resources: [
    { name: 'deposits', list: '/deposits', meta: { icon: <DownloadOutlined /> } },
    { name: 'withdrawals', list: '/withdrawals', meta: { icon: <UploadOutlined /> } },
    { name: 'adjustments', list: '/adjustments', meta: { icon: <EditOutlined /> } },
    { name: 'approvals', list: '/approvals', meta: { icon: <AuditOutlined /> } },
    { name: 'four-eyes-thresholds', list: '/four-eyes-thresholds', meta: { hide: true } },
  ],
  routes: (
    <>
      <Route
        path="/deposits"
        element={
          <MoneyTheme>
            <DepositsPage />
          </MoneyTheme>
        }
      />
      <Route
        path="/withdrawals"
        element={
          <MoneyTheme>
            <WithdrawalsPage />
          </MoneyTheme>
        }
      />
      <Route
        path="/adjustments"
        element={
          <MoneyTheme>
            <AdjustmentsPage />
          </MoneyTheme>
        }
      />
      <Route
        path="/approvals"
        element={
          <MoneyTheme>
            <ApprovalsPage />
          </MoneyTheme>
        }
      />
      <Route
        path="/four-eyes-thresholds"
        element={
          <MoneyTheme>
            <ThresholdsPage />
          </MoneyTheme>
        }
      />
    </>
  ),
};
