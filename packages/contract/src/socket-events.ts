import type { NotificationEvent } from './alerts.js';
import type { ChatDeletedEvent, ChatMessageView } from './chat.js';
import { LANGUAGES, type Language } from './constants.js';
import type { LoanSocketEvent } from './loans.js';
import type { CandleView, KlinePeriod, MarketTradeView, QuotationView } from './market.js';
import type { SupportInboxEvent, SupportMessageEvent } from './support.js';
import type {
  LeverClosedEvent,
  LeverTradeEvent,
  OptionSettledEvent,
  SpotOrderView,
} from './trading.js';

/** Socket.io event names (ARCHITECTURE.md "Realtime"). */
export const SOCKET_EVENTS = {
  /** Server → client: one pair's ticker row, the same shape as /currency/quotation_new rows. */
  daymarket: 'daymarket',
  /** Server → client: the candle being built for one pair and period. */
  kline: 'kline',
  /** Server → client: the prices the platform fills at, from the feed price and the spread. */
  marketDepth: 'market_depth',
  /** Server → client: a fill on this platform of one pair, anonymous (`MarketTradeView`). */
  trade: 'trade',
  /** Server → the user's private room: some of the user's balances changed; read them again. */
  balance: 'balance',
  /** Server → the user's room: the lever account, its positions, P/L and risk rate. */
  leverTrade: 'lever_trade',
  /** Server → the user's room: a position closed (by the user, TP, SL or liquidation). */
  leverClosed: 'lever_closed',
  /** Server → the user's room: an option settled, with the ticks that decided it. */
  microtradeSettled: 'microtrade_settled',
  /** Server → the user's room: a spot order filled or was cancelled. */
  coinOrder: 'coin_order',
  /** Server → the user's room: a notification arrived in the inbox (e.g. a price alert fired). */
  notification: 'notification',
  /** Server → the user's room: a customer service message (an operator's reply, or the user's own). */
  supportMessage: 'support_message',
  /** Server → the operators' room: a customer service conversation changed (no message text). */
  supportInbox: 'support_inbox',
  /** Server → a chat room: a message was posted (`ChatMessageView`, `mine` false). */
  chatMessage: 'chat_message',
  /** Server → a chat room: an operator deleted a message; drop it. */
  chatDeleted: 'chat_deleted',
  /** Server → the user's room: a loan changed without the user (margin call, liquidation). */
  loan: 'loan',
  /** Client → server: join public rooms. */
  subscribe: 'subscribe',
  /** Client → server: leave public rooms. */
  unsubscribe: 'unsubscribe',
} as const;

/** The public room with every pair's `daymarket`, and the room of one pair (kline, depth, ticker, trades). */
export const TICKERS_ROOM = 'market:all';
export const pairRoom = (symbol: string) => `market:${symbol}`;
export const userRoom = (userId: number) => `user:${userId}`;
/** A chat room's socket room: one per display language, e.g. `chat:en`. */
export const chatRoom = (lang: Language) => `chat:${lang}`;
/** The public rooms a client may join by name (`rooms` of `subscribe`): the chat rooms. */
export const NAMED_ROOMS: ReadonlySet<string> = new Set(LANGUAGES.map(chatRoom));
/**
 * The operators' room (customer service): a console socket joins it when its handshake carries a
 * live, fully signed-in operator token as `auth.operatorToken`.
 */
export const OPERATORS_ROOM = 'operators';

/**
 * What a client sends with `subscribe`/`unsubscribe`: `{ tickers: true }`, pair symbols and/or
 * named rooms of NAMED_ROOMS (`chat:en`).
 */
export interface SubscribePayload {
  tickers?: boolean;
  symbols?: string[];
  rooms?: string[];
}

export type DaymarketEvent = QuotationView;

export interface KlineEvent {
  symbol: string;
  period: KlinePeriod;
  candle: CandleView;
}

/**
 * NOT an order book: the platform fills any amount at `ask` (buys) and `bid` (sells), both
 * derived from the feed price and the pair's spread (PRODUCT-RULES.md §4). `kind` says so.
 */
export interface MarketDepthEvent {
  kind: 'platform_quote';
  symbol: string;
  feed_price: string;
  spread: string;
  bid: string;
  ask: string;
  time: number;
}

/** A fill on this platform, told to the pair's room after its commit. */
export type TradeEvent = MarketTradeView;

/** Which of the user's currencies and accounts changed; the payload carries no amounts. */
export interface BalanceEvent {
  time: number;
}

export interface ServerToClientEvents {
  balance: (event: BalanceEvent) => void;
  lever_trade: (event: LeverTradeEvent) => void;
  lever_closed: (event: LeverClosedEvent) => void;
  microtrade_settled: (event: OptionSettledEvent) => void;
  coin_order: (event: SpotOrderView) => void;
  notification: (event: NotificationEvent) => void;
  support_message: (event: SupportMessageEvent) => void;
  support_inbox: (event: SupportInboxEvent) => void;
  daymarket: (row: DaymarketEvent) => void;
  kline: (event: KlineEvent) => void;
  market_depth: (event: MarketDepthEvent) => void;
  trade: (event: TradeEvent) => void;
  chat_message: (event: ChatMessageView) => void;
  chat_deleted: (event: ChatDeletedEvent) => void;
  loan: (event: LoanSocketEvent) => void;
}

export interface ClientToServerEvents {
  subscribe: (payload: SubscribePayload) => void;
  unsubscribe: (payload: SubscribePayload) => void;
}
