/**
 * Web Push (#21 item 9): the settings page's API and this device's subscription. Other features
 * and pages import from here only.
 */
export {
  fetchPushKey,
  pushQueries,
  usePushCategory,
  useSubscribePush,
  useUnsubscribePush,
} from './api/push-api';
export {
  currentSubscription,
  keyBytes,
  pushSupport,
  subscribeDevice,
  subscriptionInput,
  unsubscribeDevice,
  type PushSupport,
  type SubscribeOutcome,
} from './model/push-device';
