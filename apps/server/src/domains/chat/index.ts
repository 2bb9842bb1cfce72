/**
 * The chat room (issue #20 item 2): its routes for users and for operators. Everything else in
 * this folder is private to it.
 */
export { adminChatRoutes } from './admin-chat.routes.js';
export { chatRoutes } from './chat.routes.js';
