/**
 * Customer service (issue #20 item 1): the user's conversation with the operators and the
 * operators' inbox. Everything else in this folder is private to it.
 */
export { adminSupportRoutes, supportRoutes } from './support.routes.js';
