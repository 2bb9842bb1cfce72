/**
 * What other domains may use of options: how a settled order ended (Web Push tells its owner).
 * The registry imports the routes and engine module from their files.
 */
export { settledOption, type SettledOption } from './options.settled-view.js';
