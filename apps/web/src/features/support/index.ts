// Customer service (#20 item 1): what pages outside the conversation use.
export { supportQueries } from './api/support-queries';
export { useLiveSupport } from './hooks/use-live-support';
