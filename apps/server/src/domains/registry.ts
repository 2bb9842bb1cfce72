import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../deps.js';
import type { EngineModule } from '../engine/types.js';
import type { Job } from '../jobs/job.js';
import { ieoSettleJob } from '../jobs/ieo-settle.js';
import { couponDiscountsJob } from '../jobs/coupon-discounts.js';
import { inviteRebatesJob } from '../jobs/invite-rebates.js';
import { loanInterestJob } from '../jobs/loan-interest.js';
import { nftAuctionsJob } from '../jobs/nft-auctions.js';
import { otcTimeoutsJob } from '../jobs/otc-timeouts.js';
import { lockupAccrualJob } from '../jobs/lockup-accrual.js';
import { overnightFeeJob } from '../jobs/overnight-fee.js';
import { proofSnapshotJob } from '../jobs/proof-snapshot.js';
import { adminMoneyRoutes } from './admin/admin-money.routes.js';
import { adminChatRoutes, chatRoutes } from './chat/index.js';
import { alertRoutes, createAlertsModule, registerNotificationHooks } from './alerts/index.js';
import { adminRoutes } from './admin/admin.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { contentRoutes } from './content/content.routes.js';
import { adminCouponRoutes, applyCouponDiscounts, couponRoutes } from './coupons/index.js';
import { financeRoutes } from './finance/finance.routes.js';
import {
  chargeOvernight,
  createFuturesModules,
  futuresRoutes,
  registerFuturesHooks,
} from './futures/index.js';
import { adminIeoRoutes, ieoRoutes, runDue as runDueIeo } from './ieo/index.js';
import { adminInvestRoutes, investRoutes, investSettlementJob } from './invest/index.js';
import { createGameModule, gameRoutes } from './game/index.js';
import { inviteRoutes, runInviteRebates } from './invite/index.js';
import { kycRoutes } from './kyc/kyc.routes.js';
import {
  accrueLoanInterest,
  adminLoanRoutes,
  createLoansModule,
  loanRoutes,
} from './loans/index.js';
import { adminLocationRoutes, locationRoutes } from './location/index.js';
import { adminOtcRoutes, cancelDueOrders, otcRoutes } from './otc/index.js';
import { accrueLockups, adminLockupRoutes, lockupRoutes } from './lockup/index.js';
import { adminNftRoutes, nftRoutes, runDueAuctions } from './nft/index.js';
import { adminPairRoutes } from './market/admin-pairs.routes.js';
import { marketRoutes } from './market/market.routes.js';
import { adminOptionRoutes } from './options/admin-options.routes.js';
import { createOptionModule } from './options/options.engine.js';
import { optionRoutes } from './options/options.routes.js';
import { adminProofRoutes, proofRoutes, takeSnapshot } from './proof/index.js';
import { pushRoutes, registerPushHooks } from './push/index.js';
import { createSpotModule } from './spot/spot.engine.js';
import { spotRoutes } from './spot/spot.routes.js';
import { adminSupportRoutes, supportRoutes } from './support/index.js';
import { uploadRoutes } from './upload/upload.routes.js';
import { userRoutes } from './user/user.routes.js';
import { walletRoutes } from './wallet/index.js';

/** What one domain brings to the app; app.ts walks the list in order (composition). */
export interface DomainEntry {
  name: string;
  /** Its routes under /api. */
  routes: (deps: AppDeps) => FastifyPluginAsyncZod;
  /** Its operators' routes under /api/admin, registered right after `routes`. */
  adminRoutes?: (deps: AppDeps) => FastifyPluginAsyncZod;
  /** Its price-triggered and due work, driven by the engine on the leader. */
  engineModule?: (deps: AppDeps) => EngineModule | EngineModule[];
  /** The leader's scheduled work, with the domain's functions injected. */
  jobs?: (deps: AppDeps) => Job[];
  /** Account hooks and event listeners it registers, so others need not import it. */
  hooks?: (deps: AppDeps) => void;
}

/**
 * Every domain, in the order its routes are registered (Fastify matches routes by path, not
 * order, so the order only shows in /api/docs) and its engine module loads its open work.
 */
export const DOMAINS: readonly DomainEntry[] = [
  { name: 'auth', routes: authRoutes },
  { name: 'user', routes: userRoutes },
  { name: 'content', routes: contentRoutes },
  { name: 'upload', routes: uploadRoutes },
  { name: 'admin', routes: adminRoutes, adminRoutes: adminMoneyRoutes },
  { name: 'market', routes: marketRoutes, adminRoutes: adminPairRoutes },
  { name: 'wallet', routes: walletRoutes },
  { name: 'kyc', routes: kycRoutes },
  { name: 'spot', routes: spotRoutes, engineModule: createSpotModule },
  {
    name: 'futures',
    routes: futuresRoutes,
    engineModule: createFuturesModules,
    jobs: (deps) => [overnightFeeJob((now) => chargeOvernight(deps, now))],
    hooks: registerFuturesHooks,
  },
  {
    name: 'options',
    routes: optionRoutes,
    adminRoutes: adminOptionRoutes,
    engineModule: createOptionModule,
  },
  // Earn (#17): invest (dual), IEO and lock-up mining, each one entry below this line.
  {
    name: 'ieo',
    routes: ieoRoutes,
    adminRoutes: adminIeoRoutes,
    jobs: (deps) => [ieoSettleJob((now) => runDueIeo(deps, now))],
  },
  {
    name: 'invest',
    routes: investRoutes,
    adminRoutes: adminInvestRoutes,
    jobs: (deps) => [investSettlementJob(deps)],
  },
  {
    name: 'lockup',
    routes: lockupRoutes,
    adminRoutes: adminLockupRoutes,
    jobs: (deps) => [lockupAccrualJob((now) => accrueLockups(deps, now))],
  },
  // Price alerts and the notifications inbox (#21 item 8): triggers like stops.
  // The inbox also keeps fills, positions, option results and wallet moves (#20 item 5).
  {
    name: 'alerts',
    routes: alertRoutes,
    engineModule: (deps) => createAlertsModule(deps),
    hooks: registerNotificationHooks,
  },
  // Proof of liabilities (#21 item 7): the daily Merkle sum tree snapshot, on the leader.
  {
    name: 'proof',
    routes: proofRoutes,
    adminRoutes: adminProofRoutes,
    jobs: (deps) => [proofSnapshotJob((now) => takeSnapshot(deps, now))],
  },
  // Web Push (#21 item 9): hears the other domains' events and tells the user's devices.
  { name: 'push', routes: pushRoutes, hooks: registerPushHooks },
  // Invite rebates (#20 item 4): a share of invitees' trading fees, paid hourly on the leader.
  {
    name: 'invite',
    routes: inviteRoutes,
    jobs: (deps) => [inviteRebatesJob((now) => runInviteRebates(deps, now))],
  },
  // Coupons (#20 item 3): fee discounts given back from the fee income by a sweep on the leader.
  {
    name: 'coupons',
    routes: couponRoutes,
    adminRoutes: adminCouponRoutes,
    jobs: (deps) => [couponDiscountsJob((now) => applyCouponDiscounts(deps, now))],
  },
  // The price game (#20 item 6): points only, rounds decided like options by the engine.
  { name: 'game', routes: gameRoutes, engineModule: createGameModule },
  // Places on a map (#20 item 8): the map screens' tiles and search, the company's address.
  { name: 'location', routes: locationRoutes, adminRoutes: adminLocationRoutes },
  // Customer service (#20 item 1): conversations with operators, the operators' inbox.
  { name: 'support', routes: supportRoutes, adminRoutes: adminSupportRoutes },
  // The chat room (#20 item 2): public rooms per language, moderated by operators.
  { name: 'chat', routes: chatRoutes, adminRoutes: adminChatRoutes },
  // Crypto loans (#19 item 3): USDT against BTC or ETH; the engine watches each loan's
  // margin-call and liquidation prices; interest is charged hourly on the leader.
  {
    name: 'loans',
    routes: loanRoutes,
    adminRoutes: adminLoanRoutes,
    engineModule: createLoansModule,
    jobs: (deps) => [loanInterestJob((now) => accrueLoanInterest(deps, now))],
  },
  // The NFT marketplace (#18): artists, collections and works; fixed-price sales and auctions,
  // whose ends and unpaid orders the leader settles every few seconds.
  {
    name: 'nft',
    routes: nftRoutes,
    adminRoutes: adminNftRoutes,
    jobs: (deps) => [nftAuctionsJob((now) => runDueAuctions(deps, now))],
  },
  // OTC / P2P with escrow and quick buy (#19 items 1 and 2): ended payment windows are
  // cancelled (escrow returned) by a sweep on the leader.
  {
    name: 'otc',
    routes: otcRoutes,
    adminRoutes: adminOtcRoutes,
    jobs: (deps) => [otcTimeoutsJob((now) => cancelDueOrders(deps, now))],
  },
  // The finance tab: each earn product's own summary, listed (after the products it reads).
  { name: 'finance', routes: financeRoutes },
];
