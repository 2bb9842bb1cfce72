import { CommentOutlined } from '@ant-design/icons';
import { Route } from 'react-router';

import type { ConsoleArea } from '../area';
import { ChatModerationPage } from './chat-page';

/**
 * The chat room (issue #20 item 2): the queue of reported messages, each room's recent messages,
 * the mutes in force and the links and images switches. Deleting, dismissing, muting and
 * unmuting each take a written reason, and the server audits them.
 */
export const chatArea: ConsoleArea = {
  resources: [{ name: 'chat', list: '/chat', meta: { icon: <CommentOutlined /> } }],
  routes: <Route path="/chat" element={<ChatModerationPage />} />,
};
