/**
 * Every screen address of SPEC.md §2, named once. `paths` holds the screens the app has (each has
 * an entry in app/routes.ts); `plannedPaths` the ones SPEC.md names that are not built yet, which
 * open "function under development". paths.test.ts checks both against config/spec-routes.ts.
 *
 * A frozen object rather than named constants: one import serves a whole page, the values can be
 * listed (the route table and the link check use them), and nothing can reassign a route at run
 * time. This file imports nothing, so any layer may read it without pulling code in.
 */
export const paths = /* @__PURE__ */ Object.freeze({
  // The five tabs, in tab bar order.
  home: '/pages/index/index',
  market: '/pages/market/market',
  trade: '/pages/transaction/index',
  finance: '/pages/financial/index',
  assets: '/pages/fund/assets',

  marketSearch: '/pages/market/search',

  // Trading
  tradeHub: '/pages/transaction/index2',
  secondsOrder: '/pages/transaction/seconds_order',
  currency: '/pages/transaction/currency',
  currencyOrder: '/pages/transaction/currency_order',
  contract: '/pages/transaction/contract',
  contractOrder: '/pages/transaction/contract_order',

  // Fund
  select: '/pages/fund/select',
  receive: '/pages/fund/receive',
  withdraw: '/pages/fund/withdraw',
  /** Deposit and withdrawal records. */
  receiveWithdrawRecord: '/pages/fund/receive_withdraw_record',
  /** One coin of one account: its balance and its bill. */
  assetsRecord: '/pages/fund/assets_record',
  assetsAllRecord: '/pages/fund/assets_all_record',
  transfer: '/pages/fund/transfer',
  /** Transfers between accounts and conversions. */
  transferHistory: '/pages/fund/transfer_history',
  /** Converts one coin into another. */
  fundTransfer: '/pages/fund/fundTransfer',

  // Account
  login: '/pages/common/login',
  register: '/pages/common/register',
  /** The dialling-code picker of login and register. */
  area: '/pages/common/area',
  setting: '/pages/setting/setting',
  userInfo: '/pages/setting/userInfo',
  security: '/pages/setting/security',
  password: '/pages/setting/password',
  payPassword: '/pages/setting/payPassword',
  /** The dialling-code picker of the settings (binding a mobile). */
  areas: '/pages/setting/areas',

  // Money and identity
  /** The saved withdrawal addresses. */
  wallet: '/pages/setting/wallet',
  addWallet: '/pages/setting/addWallet',
  bank: '/pages/setting/bank',
  bankInternational: '/pages/setting/bank_international',
  bill: '/pages/setting/bill',
  /** The identity levels and their states. */
  real: '/pages/setting/real',
  /** The identity form of one level. */
  realMark: '/pages/setting/real_mark',

  // Content
  article: '/pages/common/article',
  webView: '/pages/common/webView',
  faq: '/pages/common/faq',
  contactUs: '/pages/common/contactus',
  aboutUs: '/pages/common/aboutus',
  operationalCompliance: '/pages/setting/operational_compliance',
  share: '/pages/setting/share',

  // Earn (#17): invest
  invest: '/pages/invest/invest',
  investMine: '/pages/invest/mine',
  investPurchase: '/pages/invest/purchase',
  investHelp: '/pages/invest/help',
  // Earn (#17): IEO
  ieo: '/pages/ieo/ieo',
  ieoSubscribe: '/pages/ieo/subscribe',
  ieoOrder: '/pages/ieo/order',
  // Earn (#17): lock-up mining
  lockming: '/pages/lockming/lockming',
  lockmingBuy: '/pages/lockming/buy',
  lockmingOrder: '/pages/lockming/order',
  lockmingWelcome: '/pages/lockming/welcome',
  // Price alerts and the notifications inbox (#21 item 8)
  /** The user's price alerts, of one pair with `?symbol=`. */
  alerts: '/pages/setting/alerts',
  /** The in-app notifications (SPEC.md "system notification"). */
  notification: '/pages/setting/notification',
  // Proof of liabilities (#21 item 7)
  /** Verify my balance: the published snapshot (public) and my leaf, verified in the browser. */
  proof: '/pages/setting/proof',
  // Withdrawal whitelist (#21 item 3): the switch, its off countdown and the saved destinations.
  whitelist: '/pages/setting/whitelist',
  // Devices and sign-in history, anti-phishing code (#21 items 4 and 5)
  devices: '/pages/setting/devices',
  antiPhishing: '/pages/setting/anti_phishing',
  // Two-factor authentication (#21 item 2): set up, recovery codes, turn off.
  twoFactor: '/pages/setting/two_factor',
  // Passkeys (#21 item 1): add, rename and remove the account's passkeys.
  passkeys: '/pages/setting/passkeys',
  // Web Push (#21 item 9): this device's switch and the account's categories.
  push: '/pages/setting/push',
  // The price game (#20 item 6): free, for points only.
  game: '/pages/game/game',
  // Customer service (#20 item 1): the user's conversation with the operators.
  kefu: '/pages/kefu/index',
  // Places on a map (#20 item 8), SPEC.md §2's system routes.
  /** Picks a place (search, tap on the map) and hands it back to the screen that asked. */
  chooseLocation: '/choose-location',
  /** Shows one place on a map, with its name, address and a link to the phone's map app. */
  openLocation: '/open-location',
  // Coupons (#20 item 3): the coupon centre (home tile) and my coupons.
  coupon: '/pages/setting/coupon',
  // The chat room (#20 item 2): public rooms per language (SPEC.md §2 names the tile, no route).
  chat: '/pages/chat/index',
  // Crypto loans (#19 item 3): USDT against BTC or ETH, the home tile "Borrowing".
  borrowing: '/pages/common/borrowing',
  // OTC / P2P with escrow and quick buy (#19 items 1 and 2), the home tiles "OTC" and "Quick buy".
  otc: '/pages/otc/otc',
  // The NFT marketplace (#18): the market home, a work, an artist, my NFTs.
  nft: '/pages/nft/nft',
  nftArtworkDetail: '/pages/nft/artworkDetail',
  nftArtistDetail: '/pages/nft/artistDetail',
  nftMyNft: '/pages/nft/myNft',
} as const);

/** SPEC.md §2 routes without a screen yet: the router says "function under development". */
export const plannedPaths = /* @__PURE__ */ Object.freeze({
  copytradeCopy: '/pages/copytrade/copy',
  copytradeMy: '/pages/copytrade/my',
  copytradeTrader: '/pages/copytrade/trader',
  follow: '/pages/follow/index',
  followTrader: '/pages/follow/trader',
  followFollow: '/pages/follow/follow',
  followAgreementZh: '/pages/follow/agreement_zh',
  followAgreementEn: '/pages/follow/agreement_en',
  nftMine: '/pages/nft/mine',
  nftPurchase: '/pages/nft/purchase',
  nftPurchaseOne: '/pages/nft/purchase_one',
  nftResell: '/pages/nft/resell',
  nftArtworkDetailVideo: '/pages/nft/artworkDetail_video',
  nftArtist: '/pages/nft/components/artist',
  nftArtwork: '/pages/nft/components/artwork',
  nftSearch: '/pages/nft/components/search',
  nftCollection: '/pages/nft/components/collection',
} as const);

/** A screen the app has. */
export type AppPath = (typeof paths)[keyof typeof paths];

/** True for the address (without its query) of a screen the app has. */
export function isAppPath(path: string): path is AppPath {
  return (Object.values(paths) as string[]).includes(path);
}

/** True for a SPEC.md §2 route that is not built yet. */
export function isPlannedPath(path: string): boolean {
  return (Object.values(plannedPaths) as string[]).includes(path);
}

/** A query parameter; null and undefined ones are left out of the address. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * The query of each screen that reads one, so a link cannot misspell or forget a parameter. A
 * screen not listed takes any query: register's `code`, for one, arrives in shared links rather
 * than from the app's own navigation.
 */
export interface PathQueries {
  [paths.market]: { symbol?: string };
  /**
   * The trade tab: `product` picks the ticket (remembered when missing); `side` and `kind` open it
   * on that side (buy/sell for spot, long/short for futures) and, for spot, as a market order.
   */
  [paths.trade]: {
    product?: 'spot' | 'futures' | 'options';
    symbol?: string;
    side?: 'buy' | 'sell' | 'long' | 'short';
    kind?: 'market';
  };
  [paths.tradeHub]: { category?: 'stock' };
  [paths.secondsOrder]: { tab?: 'running' | 'history' };
  /** `side` opens the ticket on that side (from the pair page's Buy and Sell). */
  [paths.currency]: { symbol?: string; side?: 'buy' | 'sell'; kind?: 'market' };
  [paths.currencyOrder]: { tab?: string };
  /** `side` opens the ticket in that direction (from the pair page's Long and Short). */
  [paths.contract]: { symbol?: string; side?: 'long' | 'short' };
  [paths.select]: { type: 'receive' | 'withdraw' };
  [paths.receive]: { currency: number };
  [paths.withdraw]: { currency: number };
  [paths.receiveWithdrawRecord]: { tab: 'deposit' | 'withdraw' };
  /** `type`, `from` and `to` are account types: 1-4 or their names (legal, change, lever, micro). */
  [paths.assetsRecord]: { currency: number; type: number | string };
  [paths.transfer]: { currency?: number | null; from?: number | string; to?: number | string };
  [paths.transferHistory]: { tab?: 'transfers' | 'conversions' };
  [paths.addWallet]: { currency?: number };
  [paths.realMark]: { level?: number };
  [paths.article]: { id: number };
  [paths.webView]: { url: string };
  [paths.alerts]: { symbol?: string };
  /** `room` opens that language's room (else the display language's). */
  [paths.chat]: { room?: string };
  /** `tab` opens the borrow form (default), the open loans or the closed ones. */
  [paths.borrowing]: { tab?: 'borrow' | 'loans' | 'history' };
  /** A work by its id. */
  [paths.nftArtworkDetail]: { id: number };
  /** An artist by their uid. */
  [paths.nftArtistDetail]: { uid: number };
  /**
   * `key` names the asking field and `return` is the asking screen (features/location's
   * place-return contract); `q` starts a search; `lat`/`lng` centre the map on a place.
   */
  [paths.chooseLocation]: { key?: string; return?: string; q?: string; lat?: number; lng?: number };
  [paths.openLocation]: { name?: string; address?: string; lat: number; lng: number };
}

/** The query `path`'s screen reads. */
export type PathQuery<P extends string> = P extends keyof PathQueries ? PathQueries[P] : Query;

/** A screen's address with a query already on it, e.g. a menu tile's `/pages/transaction/index2?category=stock`. */
export type AppLink = AppPath | `${AppPath}?${string}`;

/** True for a screen of the app, with or without a query. */
export function isAppLink(link: string): link is AppLink {
  return isAppPath(link.split('?')[0] ?? '');
}
