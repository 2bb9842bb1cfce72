/**
 * The price alerts domain's public surface (#21 item 8): its routes (alerts and the
 * notifications inbox) and its engine module. Everything else in this folder is private to it.
 */
export { createAlertsModule } from './alerts.engine.js';
export { alertRoutes } from './alerts.routes.js';
export { registerNotificationHooks } from './notifications.hooks.js';
