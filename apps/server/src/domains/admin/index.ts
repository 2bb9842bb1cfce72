// The admin domain's public surface: operator authentication for other domains' operator routes.
export {
  ADMIN_IDLE_MS,
  adminOf,
  assertCanWrite,
  operatorRoutes,
  type AdminCaller,
} from './admin-auth.js';
// Every operator action's audit row, written in the action's own transaction.
export { insertAudit } from './admin.repository.js';
// Whether an operator who can answer users is at the console (customer service's tickets).
export { respondersOnline } from './admin.repository.js';
