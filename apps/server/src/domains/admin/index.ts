// The admin domain's public surface: operator authentication for other domains' operator routes.
export { adminOf, assertCanWrite, operatorRoutes, type AdminCaller } from './admin-auth.js';
// Every operator action's audit row, written in the action's own transaction.
export { insertAudit } from './admin.repository.js';
