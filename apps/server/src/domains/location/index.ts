/**
 * Places on a map (issue #20 item 8): the map screens' tiles, place search (a geocoder or the
 * built-in city list) and the company's address. Everything else in this folder is private to it.
 */
export { adminLocationRoutes, locationRoutes } from './location.routes.js';
