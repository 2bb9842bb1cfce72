/**
 * The Web Push domain's public surface (#21 item 9): its routes and its event listeners (it
 * hears other domains only through domain events). Everything else in this folder is private.
 */
export { pushesSent } from './push.delivery.js';
export { registerPushHooks } from './push.events.js';
export { pushRoutes } from './push.routes.js';
