import { SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { Route } from 'react-router';

import type { ConsoleArea } from '../area';
import { KycReviewPage } from './kyc-review-page';
import { UserShowPage } from './user-show-page';
import { UsersListPage } from './users-list-page';

/**
 * Users (issue #15 item 3): search, a user's page (profile, identity, balances, journal,
 * trading, sessions, sign-ins, hold with a reason) and identity reviews (item 5).
 */
export const usersArea: ConsoleArea = {
  resources: [
    {
      name: 'users',
      list: '/users',
      show: '/users/show/:id',
      meta: { icon: <TeamOutlined /> },
    },
    { name: 'kyc', list: '/kyc', meta: { icon: <SafetyCertificateOutlined /> } },
  ],
  routes: (
    <>
      <Route path="/users" element={<UsersListPage />} />
      <Route path="/users/show/:id" element={<UserShowPage />} />
      <Route path="/kyc" element={<KycReviewPage />} />
    </>
  ),
};
