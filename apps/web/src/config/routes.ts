import type { ComponentType } from 'react';

import { HOME_PATH, LOGIN_PATH } from '../lib/navigation';

/**
 * The one route table (STYLE.md). Only routes whose pages exist are listed; every path is a
 * SPEC.md §2 route (checked by routes.test.ts). `load` is the page's lazy chunk.
 */
export interface RouteEntry {
  path: string;
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

export { HOME_PATH, LOGIN_PATH };

export const ROUTES: readonly RouteEntry[] = [
  // Tabs
  {
    path: HOME_PATH,
    tab: true,
    startMessages: true,
    load: () => import('../pages/index/index/index-page').then((m) => m.HomePage),
    prefetch: () => import('../pages/index/index/prefetch-home').then((m) => m.prefetchHome()),
  },
  {
    path: '/pages/market/market',
    tab: true,
    startMessages: true,
    load: () => import('../pages/market/market/market-page').then((m) => m.MarketPage),
  },
  {
    path: '/pages/market/search',
    load: () => import('../pages/market/search/search-page').then((m) => m.SearchPage),
  },
  {
    path: '/pages/transaction/index',
    tab: true,
    load: () => import('../pages/transaction/index/index-page').then((m) => m.TradePage),
  },
  {
    path: '/pages/transaction/index2',
    load: () => import('../pages/transaction/index2/index2-page').then((m) => m.TradeHubPage),
  },
  {
    path: '/pages/transaction/seconds_order',
    auth: true,
    load: () => import('../pages/transaction/seconds-order/seconds-order-page').then((m) => m.SecondsOrderPage),
  },
  {
    path: '/pages/transaction/currency',
    load: () => import('../pages/transaction/currency/currency-page').then((m) => m.CurrencyPage),
  },
  {
    path: '/pages/transaction/currency_order',
    auth: true,
    load: () => import('../pages/transaction/currency-order/currency-order-page').then((m) => m.CurrencyOrderPage),
  },
  {
    path: '/pages/transaction/contract',
    load: () => import('../pages/transaction/contract/contract-page').then((m) => m.ContractPage),
  },
  {
    path: '/pages/transaction/contract_order',
    auth: true,
    load: () => import('../pages/transaction/contract-order/contract-order-page').then((m) => m.ContractOrderPage),
  },
  {
    path: '/pages/financial/index',
    tab: true,
    load: () => import('../pages/financial/index/index-page').then((m) => m.FinancePage),
  },
  {
    path: '/pages/fund/assets',
    tab: true,
    load: () => import('../pages/fund/assets/assets-page').then((m) => m.AssetsPage),
  },
  // Fund
  {
    path: '/pages/fund/select',
    auth: true,
    load: () => import('../pages/fund/select/select-page').then((m) => m.SelectPage),
  },
  {
    path: '/pages/fund/receive',
    auth: true,
    load: () => import('../pages/fund/receive/receive-page').then((m) => m.ReceivePage),
  },
  {
    path: '/pages/fund/withdraw',
    auth: true,
    load: () => import('../pages/fund/withdraw/withdraw-page').then((m) => m.WithdrawPage),
  },
  {
    path: '/pages/fund/receive_withdraw_record',
    auth: true,
    load: () =>
      import('../pages/fund/receive-withdraw-record/receive-withdraw-record-page').then(
        (m) => m.ReceiveWithdrawRecordPage,
      ),
  },
  {
    path: '/pages/fund/assets_record',
    auth: true,
    load: () =>
      import('../pages/fund/assets-record/assets-record-page').then((m) => m.AssetsRecordPage),
  },
  {
    path: '/pages/fund/assets_all_record',
    auth: true,
    load: () =>
      import('../pages/fund/assets-all-record/assets-all-record-page').then(
        (m) => m.AssetsAllRecordPage,
      ),
  },
  {
    path: '/pages/fund/transfer',
    auth: true,
    load: () => import('../pages/fund/transfer/transfer-page').then((m) => m.TransferPage),
  },
  {
    path: '/pages/fund/transfer_history',
    auth: true,
    load: () =>
      import('../pages/fund/transfer-history/transfer-history-page').then(
        (m) => m.TransferHistoryPage,
      ),
  },
  {
    path: '/pages/fund/fundTransfer',
    auth: true,
    load: () =>
      import('../pages/fund/fund-transfer/fund-transfer-page').then((m) => m.FundTransferPage),
  },
  // Account
  {
    path: LOGIN_PATH,
    startMessages: true,
    load: () => import('../pages/common/login/login-page').then((m) => m.LoginPage),
  },
  {
    path: '/pages/common/register',
    load: () => import('../pages/common/register/register-page').then((m) => m.RegisterPage),
  },
  {
    path: '/pages/common/area',
    load: () => import('../pages/common/area/area-page').then((m) => m.AreaPage),
  },
  {
    path: '/pages/setting/setting',
    auth: true,
    load: () => import('../pages/setting/setting/setting-page').then((m) => m.SettingPage),
  },
  {
    path: '/pages/setting/userInfo',
    auth: true,
    load: () => import('../pages/setting/user-info/user-info-page').then((m) => m.UserInfoPage),
  },
  {
    path: '/pages/setting/security',
    auth: true,
    load: () => import('../pages/setting/security/security-page').then((m) => m.SecurityPage),
  },
  {
    path: '/pages/setting/password',
    load: () => import('../pages/setting/password/password-page').then((m) => m.PasswordPage),
  },
  {
    path: '/pages/setting/payPassword',
    auth: true,
    load: () =>
      import('../pages/setting/pay-password/pay-password-page').then((m) => m.PayPasswordPage),
  },
  // Money and identity
  {
    path: '/pages/setting/wallet',
    auth: true,
    load: () => import('../pages/setting/wallet/wallet-page').then((m) => m.WalletPage),
  },
  {
    path: '/pages/setting/addWallet',
    auth: true,
    load: () => import('../pages/setting/add-wallet/add-wallet-page').then((m) => m.AddWalletPage),
  },
  {
    path: '/pages/setting/bank',
    auth: true,
    load: () => import('../pages/setting/bank/bank-page').then((m) => m.BankPage),
  },
  {
    path: '/pages/setting/bank_international',
    auth: true,
    load: () =>
      import('../pages/setting/bank-international/bank-international-page').then(
        (m) => m.BankInternationalPage,
      ),
  },
  {
    path: '/pages/setting/bill',
    auth: true,
    load: () => import('../pages/setting/bill/bill-page').then((m) => m.BillPage),
  },
  {
    path: '/pages/setting/real',
    auth: true,
    load: () => import('../pages/setting/real/real-page').then((m) => m.RealPage),
  },
  {
    path: '/pages/setting/real_mark',
    auth: true,
    load: () => import('../pages/setting/real-mark/real-mark-page').then((m) => m.RealMarkPage),
  },
  {
    path: '/pages/setting/areas',
    load: () => import('../pages/setting/areas/areas-page').then((m) => m.AreasPage),
  },
  // Content
  {
    path: '/pages/common/article',
    load: () => import('../pages/common/article/article-page').then((m) => m.ArticlePage),
  },
  {
    path: '/pages/common/webView',
    load: () => import('../pages/common/web-view/web-view-page').then((m) => m.WebViewPage),
  },
  {
    path: '/pages/common/faq',
    load: () => import('../pages/common/faq/faq-page').then((m) => m.FaqPage),
  },
  {
    path: '/pages/common/contactus',
    load: () => import('../pages/common/contactus/contactus-page').then((m) => m.ContactUsPage),
  },
  {
    path: '/pages/common/aboutus',
    load: () => import('../pages/common/aboutus/aboutus-page').then((m) => m.AboutUsPage),
  },
  {
    path: '/pages/setting/operational_compliance',
    load: () =>
      import('../pages/setting/operational-compliance/operational-compliance-page').then(
        (m) => m.OperationalCompliancePage,
      ),
  },
  {
    path: '/pages/setting/share',
    auth: true,
    load: () => import('../pages/setting/share/share-page').then((m) => m.SharePage),
  },
];

export const TAB_PATHS: readonly string[] = ROUTES.filter((r) => r.tab).map((r) => r.path);

export function findRoute(path: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.path === path);
}
