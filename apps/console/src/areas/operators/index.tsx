import { AuditOutlined, DesktopOutlined, TeamOutlined } from '@ant-design/icons';
import { Route } from 'react-router';

import type { ConsoleArea } from '../area';
import { AccessibleTheme } from '../dashboard/accessible-theme';
import { AuditPage } from './audit-page';
import { OperatorsPage } from './operators-page';
import { SessionsPage } from './sessions-page';

/** The audit log, operator accounts (super-operators) and the operator's own sessions. */
export const operatorsArea: ConsoleArea = {
  resources: [
    { name: 'audit', list: '/audit', meta: { icon: <AuditOutlined /> } },
    { name: 'operators', list: '/operators', meta: { icon: <TeamOutlined /> } },
    { name: 'sessions', list: '/sessions', meta: { icon: <DesktopOutlined /> } },
  ],
  routes: (
    <>
      <Route
        path="/audit"
        element={
          <AccessibleTheme>
            <AuditPage />
          </AccessibleTheme>
        }
      />
      <Route
        path="/operators"
        element={
          <AccessibleTheme>
            <OperatorsPage />
          </AccessibleTheme>
        }
      />
      <Route
        path="/sessions"
        element={
          <AccessibleTheme>
            <SessionsPage />
          </AccessibleTheme>
        }
      />
    </>
  ),
};
