import type { ComponentType } from 'react';

import { paths, type AppPath } from '../config/paths';

/**
 * The one route table (STYLE.md): every screen of config/paths.ts `paths`, with its page as a lazy
 * chunk (`load`). It lives in app/ because it imports every page; pages and features read
 * addresses from config/paths.ts, never from here.
 */
export interface RouteEntry {
  path: AppPath;
  /** One of the five bottom tabs. */
  tab?: boolean;
  /** Needs a logged-in user: without a token, "please log in first" and login after 1200 ms. */
  auth?: boolean;
  load: () => Promise<ComponentType>;
  /**
   * Renders with the English the entry carries (no PAGE_ONLY_SECTIONS text), so it does not wait
   * for the full language file: the landing screens.
   */
  startMessages?: boolean;
  /** Starts the page's data reads in parallel with `load` (the route's loader); never awaited. */
  prefetch?: () => Promise<void>;
}

/** Every screen `paths` names, with its page: a screen without one does not compile. */
const PAGES: Record<keyof typeof paths, Omit<RouteEntry, 'path'>> = {
  // Tabs
  home: {
    tab: true,
    startMessages: true,
    load: () => import('../pages/index/index/index-page').then((m) => m.HomePage),
    prefetch: () => import('../pages/index/index/prefetch-home').then((m) => m.prefetchHome()),
  },
  market: {
    tab: true,
    startMessages: true,
    load: () => import('../pages/market/market/market-page').then((m) => m.MarketPage),
  },
  marketSearch: {
    load: () => import('../pages/market/search/search-page').then((m) => m.SearchPage),
  },
  trade: {
    tab: true,
    load: () => import('../pages/transaction/index/index-page').then((m) => m.TradePage),
  },
  tradeHub: {
    load: () => import('../pages/transaction/index2/index2-page').then((m) => m.TradeHubPage),
  },
  secondsOrder: {
    auth: true,
    load: () =>
      import('../pages/transaction/seconds-order/seconds-order-page').then(
        (m) => m.SecondsOrderPage,
      ),
  },
  currency: {
    load: () => import('../pages/transaction/currency/currency-page').then((m) => m.CurrencyPage),
  },
  currencyOrder: {
    auth: true,
    load: () =>
      import('../pages/transaction/currency-order/currency-order-page').then(
        (m) => m.CurrencyOrderPage,
      ),
  },
  contract: {
    load: () => import('../pages/transaction/contract/contract-page').then((m) => m.ContractPage),
  },
  contractOrder: {
    auth: true,
    load: () =>
      import('../pages/transaction/contract-order/contract-order-page').then(
        (m) => m.ContractOrderPage,
      ),
  },
  finance: {
    tab: true,
    load: () => import('../pages/financial/index/index-page').then((m) => m.FinancePage),
  },
  // Earn (#17): invest
  invest: {
    load: () => import('../pages/invest/invest/invest-page').then((m) => m.InvestPage),
  },
  investMine: {
    auth: true,
    load: () => import('../pages/invest/mine/mine-page').then((m) => m.InvestMinePage),
  },
  investPurchase: {
    load: () => import('../pages/invest/purchase/purchase-page').then((m) => m.InvestPurchasePage),
  },
  investHelp: {
    load: () => import('../pages/invest/help/help-page').then((m) => m.InvestHelpPage),
  },
  // Earn (#17): IEO
  ieo: {
    load: () => import('../pages/ieo/ieo/ieo-page').then((m) => m.IeoPage),
  },
  ieoSubscribe: {
    load: () => import('../pages/ieo/subscribe/subscribe-page').then((m) => m.IeoSubscribePage),
  },
  ieoOrder: {
    auth: true,
    load: () => import('../pages/ieo/order/order-page').then((m) => m.IeoOrderPage),
  },
  // Earn (#17): lock-up mining
  lockming: {
    load: () => import('../pages/lockming/lockming/lockming-page').then((m) => m.LockmingPage),
  },
  lockmingBuy: {
    load: () => import('../pages/lockming/buy/buy-page').then((m) => m.LockmingBuyPage),
  },
  lockmingOrder: {
    auth: true,
    load: () => import('../pages/lockming/order/order-page').then((m) => m.LockmingOrderPage),
  },
  lockmingWelcome: {
    load: () => import('../pages/lockming/welcome/welcome-page').then((m) => m.LockmingWelcomePage),
  },
  // Price alerts and the notifications inbox (#21 item 8)
  alerts: {
    auth: true,
    load: () => import('../pages/setting/alerts/alerts-page').then((m) => m.AlertsPage),
  },
  notification: {
    auth: true,
    load: () =>
      import('../pages/setting/notification/notification-page').then((m) => m.NotificationPage),
  },
  // Proof of liabilities (#21 item 7): public (the snapshot), my part after login.
  proof: {
    load: () => import('../pages/setting/proof/proof-page').then((m) => m.ProofPage),
  },
  // Withdrawal whitelist (#21 item 3)
  whitelist: {
    auth: true,
    load: () => import('../pages/setting/whitelist/whitelist-page').then((m) => m.WhitelistPage),
  },
  // Coupons (#20 item 3)
  coupon: {
    auth: true,
    load: () => import('../pages/setting/coupon/coupon-page').then((m) => m.CouponPage),
  },
  // Devices and sign-in history, anti-phishing code (#21 items 4 and 5)
  devices: {
    auth: true,
    load: () => import('../pages/setting/devices/devices-page').then((m) => m.DevicesPage),
  },
  antiPhishing: {
    auth: true,
    load: () =>
      import('../pages/setting/anti-phishing/anti-phishing-page').then((m) => m.AntiPhishingPage),
  },
  // Two-factor authentication (#21 item 2)
  twoFactor: {
    auth: true,
    load: () => import('../pages/setting/two-factor/two-factor-page').then((m) => m.TwoFactorPage),
  },
  // Passkeys (#21 item 1)
  passkeys: {
    auth: true,
    load: () => import('../pages/setting/passkeys/passkeys-page').then((m) => m.PasskeysPage),
  },
  // Web Push settings (#21 item 9): signed out, it says so and offers the login.
  push: {
    load: () => import('../pages/setting/push/push-page').then((m) => m.PushPage),
  },
  assets: {
    tab: true,
    load: () => import('../pages/fund/assets/assets-page').then((m) => m.AssetsPage),
  },
  // Fund
  select: {
    auth: true,
    load: () => import('../pages/fund/select/select-page').then((m) => m.SelectPage),
  },
  receive: {
    auth: true,
    load: () => import('../pages/fund/receive/receive-page').then((m) => m.ReceivePage),
  },
  withdraw: {
    auth: true,
    load: () => import('../pages/fund/withdraw/withdraw-page').then((m) => m.WithdrawPage),
  },
  receiveWithdrawRecord: {
    auth: true,
    load: () =>
      import('../pages/fund/receive-withdraw-record/receive-withdraw-record-page').then(
        (m) => m.ReceiveWithdrawRecordPage,
      ),
  },
  assetsRecord: {
    auth: true,
    load: () =>
      import('../pages/fund/assets-record/assets-record-page').then((m) => m.AssetsRecordPage),
  },
  assetsAllRecord: {
    auth: true,
    load: () =>
      import('../pages/fund/assets-all-record/assets-all-record-page').then(
        (m) => m.AssetsAllRecordPage,
      ),
  },
  transfer: {
    auth: true,
    load: () => import('../pages/fund/transfer/transfer-page').then((m) => m.TransferPage),
  },
  transferHistory: {
    auth: true,
    load: () =>
      import('../pages/fund/transfer-history/transfer-history-page').then(
        (m) => m.TransferHistoryPage,
      ),
  },
  fundTransfer: {
    auth: true,
    load: () =>
      import('../pages/fund/fund-transfer/fund-transfer-page').then((m) => m.FundTransferPage),
  },
  // Account
  login: {
    startMessages: true,
    load: () => import('../pages/common/login/login-page').then((m) => m.LoginPage),
  },
  register: {
    load: () => import('../pages/common/register/register-page').then((m) => m.RegisterPage),
  },
  area: {
    load: () => import('../pages/common/area/area-page').then((m) => m.AreaPage),
  },
  setting: {
    auth: true,
    load: () => import('../pages/setting/setting/setting-page').then((m) => m.SettingPage),
  },
  userInfo: {
    auth: true,
    load: () => import('../pages/setting/user-info/user-info-page').then((m) => m.UserInfoPage),
  },
  security: {
    auth: true,
    load: () => import('../pages/setting/security/security-page').then((m) => m.SecurityPage),
  },
  password: {
    load: () => import('../pages/setting/password/password-page').then((m) => m.PasswordPage),
  },
  payPassword: {
    auth: true,
    load: () =>
      import('../pages/setting/pay-password/pay-password-page').then((m) => m.PayPasswordPage),
  },
  // Money and identity
  wallet: {
    auth: true,
    load: () => import('../pages/setting/wallet/wallet-page').then((m) => m.WalletPage),
  },
  addWallet: {
    auth: true,
    load: () => import('../pages/setting/add-wallet/add-wallet-page').then((m) => m.AddWalletPage),
  },
  bank: {
    auth: true,
    load: () => import('../pages/setting/bank/bank-page').then((m) => m.BankPage),
  },
  bankInternational: {
    auth: true,
    load: () =>
      import('../pages/setting/bank-international/bank-international-page').then(
        (m) => m.BankInternationalPage,
      ),
  },
  bill: {
    auth: true,
    load: () => import('../pages/setting/bill/bill-page').then((m) => m.BillPage),
  },
  real: {
    auth: true,
    load: () => import('../pages/setting/real/real-page').then((m) => m.RealPage),
  },
  realMark: {
    auth: true,
    load: () => import('../pages/setting/real-mark/real-mark-page').then((m) => m.RealMarkPage),
  },
  areas: {
    load: () => import('../pages/setting/areas/areas-page').then((m) => m.AreasPage),
  },
  // Content
  article: {
    load: () => import('../pages/common/article/article-page').then((m) => m.ArticlePage),
  },
  webView: {
    load: () => import('../pages/common/web-view/web-view-page').then((m) => m.WebViewPage),
  },
  faq: {
    load: () => import('../pages/common/faq/faq-page').then((m) => m.FaqPage),
  },
  contactUs: {
    load: () => import('../pages/common/contactus/contactus-page').then((m) => m.ContactUsPage),
  },
  aboutUs: {
    load: () => import('../pages/common/aboutus/aboutus-page').then((m) => m.AboutUsPage),
  },
  operationalCompliance: {
    load: () =>
      import('../pages/setting/operational-compliance/operational-compliance-page').then(
        (m) => m.OperationalCompliancePage,
      ),
  },
  share: {
    auth: true,
    load: () => import('../pages/setting/share/share-page').then((m) => m.SharePage),
  },
  game: {
    auth: true,
    load: () => import('../pages/game/game/game-page').then((m) => m.GamePage),
  },
  kefu: {
    auth: true,
    load: () => import('../pages/kefu/index/kefu-page').then((m) => m.KefuPage),
  },
  // Places on a map (#20 item 8): the map library loads with these two pages only.
  chooseLocation: {
    load: () =>
      import('../pages/location/choose-location/choose-location-page').then(
        (m) => m.ChooseLocationPage,
      ),
  },
  openLocation: {
    load: () =>
      import('../pages/location/open-location/open-location-page').then((m) => m.OpenLocationPage),
  },
  // The chat room (#20 item 2): anyone reads; posting asks for an account on the page itself.
  chat: {
    load: () => import('../pages/chat/index/chat-page').then((m) => m.ChatPage),
  },
  // Crypto loans (#19 item 3): visitors read the terms; borrowing asks for an account on the page.
  borrowing: {
    load: () => import('../pages/common/borrowing/borrowing-page').then((m) => m.BorrowingPage),
  },
  // OTC / P2P (#19 items 1 and 2): visitors see the ads; quick buy, orders and ads ask to log in.
  otc: {
    load: () => import('../pages/otc/otc/otc-page').then((m) => m.OtcPage),
  },
  // The NFT marketplace (#18): visitors browse; buying and my NFTs ask for an account.
  nft: {
    load: () => import('../pages/nft/nft/nft-page').then((m) => m.NftPage),
  },
  nftArtworkDetail: {
    load: () =>
      import('../pages/nft/artwork-detail/artwork-detail-page').then((m) => m.ArtworkDetailPage),
  },
  nftArtistDetail: {
    load: () =>
      import('../pages/nft/artist-detail/artist-detail-page').then((m) => m.ArtistDetailPage),
  },
  nftMyNft: {
    auth: true,
    load: () => import('../pages/nft/my-nft/my-nft-page').then((m) => m.MyNftPage),
  },
};

export const ROUTES: readonly RouteEntry[] = (Object.keys(PAGES) as (keyof typeof paths)[]).map(
  (name) => ({ path: paths[name], ...PAGES[name] }),
);

export const TAB_PATHS: readonly AppPath[] = ROUTES.filter((r) => r.tab).map((r) => r.path);
