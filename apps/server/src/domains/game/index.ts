/**
 * The price game (issue #20 item 6): its routes and its engine module. Everything else in this
 * folder is private to it.
 */
export { createGameModule } from './game.engine.js';
export { gameRoutes } from './game.routes.js';
