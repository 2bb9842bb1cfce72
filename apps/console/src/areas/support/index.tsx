import { CustomerServiceOutlined, MessageOutlined } from '@ant-design/icons';
import { Route } from 'react-router';

import type { ConsoleArea } from '../area';
import { CannedRepliesPage } from './canned-page';
import { SupportInboxPage } from './inbox-page';

/**
 * Customer service (issue #20 item 1): the inbox of users' conversations (unassigned, mine,
 * closed) with the thread and the user side by side, and the canned replies operators start from.
 */
export const supportArea: ConsoleArea = {
  resources: [
    { name: 'support', list: '/support', meta: { icon: <CustomerServiceOutlined /> } },
    { name: 'support-canned', list: '/support-canned', meta: { icon: <MessageOutlined /> } },
  ],
  routes: (
    <>
      <Route path="/support" element={<SupportInboxPage />} />
      <Route path="/support-canned" element={<CannedRepliesPage />} />
    </>
  ),
};
