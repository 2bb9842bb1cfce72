// The admin domain's public surface: operator authentication for other domains' operator routes.
export { adminOf, assertCanWrite, operatorRoutes, type AdminCaller } from './admin-auth.js';
