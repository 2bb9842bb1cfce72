// The content domain's public surface: the operator's content tools and the site name.
export * as content from './content.service.js';
export { getSiteName } from './content.service.js';
