import { AuditOutlined, DesktopOutlined, TeamOutlined } from '@ant-design/icons';
import { Route } from 'react-router';

import type { ConsoleArea } from '../area';
import { AuditPage } from './audit-page';
import { OperatorsPage } from './operators-page';
import { SessionsPage } from './sessions-page';

/** The audit log, operator accounts (super-operators) and the operator's own sessions. */
export const operatorsArea: ConsoleArea = {
  resources: [
    { name: 'audit', list: '/audit', meta: { icon: <AuditOutlined /> } },
    { name: 'operators', list: '/operators', meta: { icon: <TeamOutlined />, access: 'super' } },
    { name: 'sessions', list: '/sessions', meta: { icon: <DesktopOutlined /> } },
  ],
  routes: (
    <>
      <Route path="/audit" element={<AuditPage />} />
      <Route path="/operators" element={<OperatorsPage />} />
      <Route path="/sessions" element={<SessionsPage />} />
    </>
  ),
};
