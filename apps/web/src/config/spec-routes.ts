/**
 * Every route SPEC.md §2 names, verbatim. The route table may only contain these; the router uses
 * the list to tell "not built yet" from "no such page".
 */
export const SPEC_ROUTES = [
  '/pages/index/index',
  '/pages/market/market',
  '/pages/transaction/index',
  '/pages/financial/index',
  '/pages/fund/assets',
  ...[
    'login',
    'register',
    'area',
    'article',
    'webView',
    'faq',
    'contactus',
    'aboutus',
    'borrowing',
  ].map((p) => `/pages/common/${p}`),
  ...[
    'setting',
    'userInfo',
    'security',
    'password',
    'payPassword',
    'coupon',
    'wallet',
    'bill',
    'real',
    'addWallet',
    'real_mark',
    'operational_compliance',
    'share',
    'areas',
    'bank',
    'bank_international',
  ].map((p) => `/pages/setting/${p}`),
  ...[
    'select',
    'receive',
    'receive_withdraw_record',
    'withdraw',
    'assets_record',
    'transfer',
    'fundTransfer',
    'assets_all_record',
    'transfer_history',
  ].map((p) => `/pages/fund/${p}`),
  '/pages/market/search',
  ...['copy', 'my', 'trader'].map((p) => `/pages/copytrade/${p}`),
  ...['index', 'trader', 'follow', 'agreement_zh', 'agreement_en'].map((p) => `/pages/follow/${p}`),
  '/pages/otc/otc',
  ...['ieo', 'subscribe', 'order'].map((p) => `/pages/ieo/${p}`),
  ...['lockming', 'buy', 'order', 'welcome'].map((p) => `/pages/lockming/${p}`),
  ...['currency', 'currency_order', 'contract', 'contract_order', 'seconds_order', 'index2'].map(
    (p) => `/pages/transaction/${p}`,
  ),
  ...[
    'nft',
    'artistDetail',
    'mine',
    'artworkDetail',
    'purchase',
    'purchase_one',
    'resell',
    'myNft',
    'artworkDetail_video',
    'components/artist',
    'components/artwork',
    'components/search',
    'components/collection',
  ].map((p) => `/pages/nft/${p}`),
  ...['invest', 'mine', 'purchase', 'help'].map((p) => `/pages/invest/${p}`),
  '/pages/game/game',
  '/pages/kefu/index',
  '/choose-location',
  '/open-location',
  // Screens issue #21 adds: price alerts and the notifications inbox (item 8).
  '/pages/setting/alerts',
  '/pages/setting/notification',
  // Proof of liabilities (item 7): verify my balance.
  '/pages/setting/proof',
  // Withdrawal whitelist (item 3).
  '/pages/setting/whitelist',
  // Devices and sign-in history, anti-phishing code (items 4 and 5).
  '/pages/setting/devices',
  '/pages/setting/anti_phishing',
  // Two-factor authentication (item 2).
  '/pages/setting/two_factor',
  // Passkeys (item 1).
  '/pages/setting/passkeys',
  // Web Push settings (item 9).
  '/pages/setting/push',
  // Screens issue #20 adds: the chat room (item 2; SPEC.md §2 names its tile but no route).
  '/pages/chat/index',
] as const;

export function isSpecRoute(path: string): boolean {
  return (SPEC_ROUTES as readonly string[]).includes(path);
}
