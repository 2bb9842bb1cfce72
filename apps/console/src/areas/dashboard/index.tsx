import { DashboardOutlined } from '@ant-design/icons';
import { Route } from 'react-router';

import type { ConsoleArea } from '../area';
import { DashboardPage } from './dashboard-page';

export const dashboardArea: ConsoleArea = {
  resources: [{ name: 'dashboard', list: '/dashboard', meta: { icon: <DashboardOutlined /> } }],
  routes: <Route path="/dashboard" element={<DashboardPage />} />,
};
