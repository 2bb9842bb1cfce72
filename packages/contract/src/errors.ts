/**
 * Every error the API can answer with. The server translates each code into the request's
 * language; the web shows the translated message and may branch on the code.
 * SESSION_INVALID answers envelope type 999, REAL_NAME_REQUIRED type 998 (SPEC.md §8).
 */
export const ErrorCode = {
  PARAMETER_ERROR: 'PARAMETER_ERROR',
  SESSION_INVALID: 'SESSION_INVALID',
  REAL_NAME_REQUIRED: 'REAL_NAME_REQUIRED',
  NOT_FOUND: 'NOT_FOUND',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  CODE_SEND_TOO_FREQUENT: 'CODE_SEND_TOO_FREQUENT',
  CODE_INVALID: 'CODE_INVALID',
  CODE_EXPIRED: 'CODE_EXPIRED',
  CODE_TOO_MANY_TRIES: 'CODE_TOO_MANY_TRIES',
  ACCOUNT_EXISTS: 'ACCOUNT_EXISTS',
  ACCOUNT_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
  LOGIN_FAILED: 'LOGIN_FAILED',
  LOGIN_LOCKED: 'LOGIN_LOCKED',
  PASSWORD_MISMATCH: 'PASSWORD_MISMATCH',
  PASSWORD_LENGTH: 'PASSWORD_LENGTH',
  PAY_PASSWORD_FORMAT: 'PAY_PASSWORD_FORMAT',
  INVITE_CODE_INVALID: 'INVITE_CODE_INVALID',
  EMAIL_INVALID: 'EMAIL_INVALID',
  MOBILE_INVALID: 'MOBILE_INVALID',
  MOBILE_TAKEN: 'MOBILE_TAKEN',
  NICKNAME_LENGTH: 'NICKNAME_LENGTH',
  SIGNATURE_LENGTH: 'SIGNATURE_LENGTH',
  SPECIAL_CHARACTERS: 'SPECIAL_CHARACTERS',
  CODE_FORMAT: 'CODE_FORMAT',
  UPLOAD_NOT_IMAGE: 'UPLOAD_NOT_IMAGE',
  UPLOAD_TOO_LARGE: 'UPLOAD_TOO_LARGE',
  UPLOAD_MISSING: 'UPLOAD_MISSING',
  UPLOAD_TOO_MANY_PIXELS: 'UPLOAD_TOO_MANY_PIXELS',
  SETTING_NOT_FOUND: 'SETTING_NOT_FOUND',
  FIAT_UNKNOWN: 'FIAT_UNKNOWN',
  FORBIDDEN: 'FORBIDDEN',
  KEY_TAKEN: 'KEY_TAKEN',
  SYMBOL_UNKNOWN: 'SYMBOL_UNKNOWN',
  KLINE_PERIOD_INVALID: 'KLINE_PERIOD_INVALID',
  KLINE_RANGE_INVALID: 'KLINE_RANGE_INVALID',
  KLINE_RANGE_TOO_LARGE: 'KLINE_RANGE_TOO_LARGE',
  PAIR_UNKNOWN: 'PAIR_UNKNOWN',
  FAVOURITE_EXISTS: 'FAVOURITE_EXISTS',
  ACCOUNT_TYPE_INVALID: 'ACCOUNT_TYPE_INVALID',
  VOUCHER_INVALID: 'VOUCHER_INVALID',
  VOUCHER_REQUIRED: 'VOUCHER_REQUIRED',
  ADDRESS_INVALID: 'ADDRESS_INVALID',
  NETWORK_UNKNOWN: 'NETWORK_UNKNOWN',
  ADDRESS_REQUIRED: 'ADDRESS_REQUIRED',
  SAME_ACCOUNT: 'SAME_ACCOUNT',
  SAME_CURRENCY: 'SAME_CURRENCY',
  NAME_INVALID: 'NAME_INVALID',
  BANK_FIELD_REQUIRED: 'BANK_FIELD_REQUIRED',
  BANK_FIELD_INVALID: 'BANK_FIELD_INVALID',
  ID_NUMBER_INVALID: 'ID_NUMBER_INVALID',
  REASON_REQUIRED: 'REASON_REQUIRED',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  CURRENCY_UNKNOWN: 'CURRENCY_UNKNOWN',
  CURRENCY_NOT_IN_ACCOUNT: 'CURRENCY_NOT_IN_ACCOUNT',
  PRICE_UNAVAILABLE: 'PRICE_UNAVAILABLE',
  DEMO_MODE: 'DEMO_MODE',
  WITHDRAW_BELOW_MIN: 'WITHDRAW_BELOW_MIN',
  WITHDRAW_LIMIT_EXCEEDED: 'WITHDRAW_LIMIT_EXCEEDED',
  WITHDRAW_HOLD: 'WITHDRAW_HOLD',
  WITHDRAW_DISABLED: 'WITHDRAW_DISABLED',
  /** The withdrawal whitelist is on: only a saved address or bound card may take a withdrawal. */
  WHITELIST_ONLY: 'WHITELIST_ONLY',
  /** A saved address or card still in its 24 h whitelist cool-off. */
  WHITELIST_COOLING: 'WHITELIST_COOLING',
  DEPOSIT_DISABLED: 'DEPOSIT_DISABLED',
  PAY_PASSWORD_NOT_SET: 'PAY_PASSWORD_NOT_SET',
  PAY_PASSWORD_WRONG: 'PAY_PASSWORD_WRONG',
  PAY_PASSWORD_LOCKED: 'PAY_PASSWORD_LOCKED',
  ADDRESS_NOT_FOUND: 'ADDRESS_NOT_FOUND',
  ADDRESS_TAKEN: 'ADDRESS_TAKEN',
  BANK_CARD_REQUIRED: 'BANK_CARD_REQUIRED',
  BANK_NOT_AVAILABLE: 'BANK_NOT_AVAILABLE',
  DEPOSIT_ADDRESS_UNAVAILABLE: 'DEPOSIT_ADDRESS_UNAVAILABLE',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENCY_KEY_INVALID: 'IDEMPOTENCY_KEY_INVALID',
  ALREADY_HANDLED: 'ALREADY_HANDLED',
  /** Four-eyes: the operator who asked for a money move cannot also approve it. */
  APPROVAL_SAME_OPERATOR: 'APPROVAL_SAME_OPERATOR',
  /** An operator session past the password that has not given its TOTP code yet. */
  TOTP_REQUIRED: 'TOTP_REQUIRED',
  /** A wrong, expired or already used TOTP or recovery code. */
  TOTP_INVALID: 'TOTP_INVALID',
  /** Enrolment asked for by an operator whose authenticator is already confirmed. */
  TOTP_ENROLLED: 'TOTP_ENROLLED',
  /** A two-factor sign-in whose 5 minutes passed, or whose challenge was already used. */
  LOGIN_CHALLENGE_EXPIRED: 'LOGIN_CHALLENGE_EXPIRED',
  /** An account an operator has put on hold; the message carries the operator's reason. */
  ACCOUNT_HELD: 'ACCOUNT_HELD',
  ACCOUNT_ALREADY_HELD: 'ACCOUNT_ALREADY_HELD',
  ACCOUNT_NOT_HELD: 'ACCOUNT_NOT_HELD',
  /** An operator account a super-operator has disabled. */
  OPERATOR_DISABLED: 'OPERATOR_DISABLED',
  /** A super-operator acting on their own account (disable, reset): another must do it. */
  OPERATOR_SELF: 'OPERATOR_SELF',
  KYC_PENDING: 'KYC_PENDING',
  KYC_CERTIFIED: 'KYC_CERTIFIED',
  KYC_LEVEL1_REQUIRED: 'KYC_LEVEL1_REQUIRED',
  KYC_BIND_REQUIRED: 'KYC_BIND_REQUIRED',
  CONVERSION_NOT_ALLOWED: 'CONVERSION_NOT_ALLOWED',
  /** A conversion quote past its hold (QUOTE_HOLD_SECONDS) or already used: ask for a new one. */
  QUOTE_EXPIRED: 'QUOTE_EXPIRED',
  /** A conversion quote that is not the caller's, or not for this amount and these coins. */
  QUOTE_INVALID: 'QUOTE_INVALID',
  AMOUNT_TOO_SMALL: 'AMOUNT_TOO_SMALL',
  /** A number beyond what the money columns hold (more than 15 integer digits, or a product of them). */
  AMOUNT_TOO_LARGE: 'AMOUNT_TOO_LARGE',
  TRADING_DISABLED: 'TRADING_DISABLED',
  LOTS_INVALID: 'LOTS_INVALID',
  LEVERAGE_INVALID: 'LEVERAGE_INVALID',
  LIMIT_PRICE_INVALID: 'LIMIT_PRICE_INVALID',
  PRICE_PRECISION: 'PRICE_PRECISION',
  AMOUNT_PRECISION: 'AMOUNT_PRECISION',
  TAKE_PROFIT_INVALID: 'TAKE_PROFIT_INVALID',
  STOP_LOSS_INVALID: 'STOP_LOSS_INVALID',
  DURATION_UNKNOWN: 'DURATION_UNKNOWN',
  STAKE_OUT_OF_RANGE: 'STAKE_OUT_OF_RANGE',
  OPTIONS_DISABLED: 'OPTIONS_DISABLED',
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  ORDER_NOT_OPEN: 'ORDER_NOT_OPEN',
  NO_POSITIONS: 'NO_POSITIONS',
  // Earn (#17): invest codes, then IEO codes, then lock-up codes, each product after its line.
  // invest
  INVEST_PRODUCT_NOT_FOUND: 'INVEST_PRODUCT_NOT_FOUND',
  /** Not open for purchase, or its settlement window has begun. */
  INVEST_NOT_BUYABLE: 'INVEST_NOT_BUYABLE',
  /** More shares than remain. */
  INVEST_SHARES_EXCEEDED: 'INVEST_SHARES_EXCEEDED',
  /** Terms of a product with sold shares, or anything of a settled product. */
  INVEST_TERMS_LOCKED: 'INVEST_TERMS_LOCKED',
  // ieo
  IEO_PROJECT_NOT_FOUND: 'IEO_PROJECT_NOT_FOUND',
  /** Warm-up or ended: subscriptions only while in progress. */
  IEO_NOT_IN_PROGRESS: 'IEO_NOT_IN_PROGRESS',
  /** One subscription per user and project. */
  IEO_ALREADY_SUBSCRIBED: 'IEO_ALREADY_SUBSCRIBED',
  /** The price sent is not the project's issue price. */
  IEO_PRICE_CHANGED: 'IEO_PRICE_CHANGED',
  /** `pay_currency` is not the project's subscription currency. */
  IEO_PAY_CURRENCY: 'IEO_PAY_CURRENCY',
  IEO_BELOW_MINIMUM: 'IEO_BELOW_MINIMUM',
  /** A project that has started (or is settled) keeps its terms. */
  IEO_TERMS_LOCKED: 'IEO_TERMS_LOCKED',
  /** The allocation runs only after the end. */
  IEO_NOT_ENDED: 'IEO_NOT_ENDED',
  /** The listing needs the allocation first. */
  IEO_NOT_ALLOCATED: 'IEO_NOT_ALLOCATED',
  /** Another currency or project already uses this token symbol. */
  IEO_SYMBOL_TAKEN: 'IEO_SYMBOL_TAKEN',
  // lockup
  LOCKUP_PRODUCT_UNKNOWN: 'LOCKUP_PRODUCT_UNKNOWN',
  LOCKUP_PRODUCT_CLOSED: 'LOCKUP_PRODUCT_CLOSED',
  LOCKUP_BELOW_MINIMUM: 'LOCKUP_BELOW_MINIMUM',
  LOCKUP_NOT_IN_PROGRESS: 'LOCKUP_NOT_IN_PROGRESS',
  LOCKUP_TERMS_INVALID: 'LOCKUP_TERMS_INVALID',
  // alerts (#21 item 8)
  /** The user holds MAX_ACTIVE_ALERTS active alerts already. */
  ALERT_LIMIT_REACHED: 'ALERT_LIMIT_REACHED',
  /** Not one of the caller's alerts (or already deleted). */
  ALERT_NOT_FOUND: 'ALERT_NOT_FOUND',
  /** A crossing alert's price equals the current price: it is reached already. */
  ALERT_PRICE_AT_MARKET: 'ALERT_PRICE_AT_MARKET',
  /** A move alert's percent is outside ALERT_MIN_PERCENT..ALERT_MAX_PERCENT. */
  ALERT_PERCENT_RANGE: 'ALERT_PERCENT_RANGE',
  // devices and anti-phishing code (#21 items 4 and 5)
  /** Not one of the caller's live sessions (another user's, ended, or unknown). */
  DEVICE_NOT_FOUND: 'DEVICE_NOT_FOUND',
  /** An anti-phishing code is 4 to 20 letters and digits, at least one a letter. */
  ANTI_PHISHING_INVALID: 'ANTI_PHISHING_INVALID',
  // passkeys (#21 item 1)
  /** A passkey answer that does not verify: wrong signature, origin, counter or shape. */
  PASSKEY_FAILED: 'PASSKEY_FAILED',
  /** A passkey ceremony whose 5 minutes passed, or whose challenge was already used. */
  PASSKEY_EXPIRED: 'PASSKEY_EXPIRED',
  /** A passkey this account does not hold (removed, or never registered here). */
  PASSKEY_NOT_FOUND: 'PASSKEY_NOT_FOUND',
  /** The account already holds MAX_PASSKEYS passkeys. */
  PASSKEY_LIMIT: 'PASSKEY_LIMIT',
  /** The same passkey registered twice. */
  PASSKEY_EXISTS: 'PASSKEY_EXISTS',
  // the price game (#20 item 6)
  /** A round is still open: one at a time. */
  GAME_ROUND_OPEN: 'GAME_ROUND_OPEN',
  /** The day's rounds are used up (UTC). */
  GAME_DAILY_LIMIT: 'GAME_DAILY_LIMIT',
  // customer service (#20 item 1)
  /** A message with neither text nor an image. */
  SUPPORT_MESSAGE_EMPTY: 'SUPPORT_MESSAGE_EMPTY',
  /** A message longer than SUPPORT_TEXT_MAX characters. */
  SUPPORT_TEXT_TOO_LONG: 'SUPPORT_TEXT_TOO_LONG',
  /** An image that is not the sender's own upload (another user's, unknown, or not ours). */
  SUPPORT_IMAGE_INVALID: 'SUPPORT_IMAGE_INVALID',
  /** No such conversation. */
  SUPPORT_CONVERSATION_NOT_FOUND: 'SUPPORT_CONVERSATION_NOT_FOUND',
  /** A reply to a closed conversation: reopen it first. */
  SUPPORT_CONVERSATION_CLOSED: 'SUPPORT_CONVERSATION_CLOSED',
  /** No such canned reply. */
  SUPPORT_CANNED_NOT_FOUND: 'SUPPORT_CANNED_NOT_FOUND',
  /** The installation keeps SUPPORT_CANNED_MAX canned replies already. */
  SUPPORT_CANNED_LIMIT: 'SUPPORT_CANNED_LIMIT',
  // places on a map (#20 item 8)
  /** A latitude outside -90..90, a longitude outside -180..180, or not a decimal number. */
  COORDINATES_INVALID: 'COORDINATES_INVALID',
  /** A place search shorter than 2 or longer than 100 characters. */
  LOCATION_QUERY_LENGTH: 'LOCATION_QUERY_LENGTH',
  // coupons (#20 item 3)
  /** No such coupon for this user to claim (revoked, not for them, or unknown). */
  COUPON_NOT_FOUND: 'COUPON_NOT_FOUND',
  /** The coupon's claim period has ended. */
  COUPON_CLAIM_CLOSED: 'COUPON_CLAIM_CLOSED',
  /** Every claim of the coupon has been taken. */
  COUPON_SOLD_OUT: 'COUPON_SOLD_OUT',
  /** The user already holds this coupon: one claim each. */
  COUPON_ALREADY_CLAIMED: 'COUPON_ALREADY_CLAIMED',
  // web push (#21 item 9)
  /** Not a push service's https URL. */
  PUSH_ENDPOINT_INVALID: 'PUSH_ENDPOINT_INVALID',
  /** The subscription's p256dh or auth key is not what a browser makes. */
  PUSH_KEYS_INVALID: 'PUSH_KEYS_INVALID',
  // the chat room (#20 item 2)
  /** Not one of the chat rooms (the eight display languages). */
  CHAT_ROOM_UNKNOWN: 'CHAT_ROOM_UNKNOWN',
  /** Posting needs a nickname the user chose (not the one registration gave). */
  CHAT_NICKNAME_REQUIRED: 'CHAT_NICKNAME_REQUIRED',
  /** An operator muted the user until `until`. */
  CHAT_MUTED: 'CHAT_MUTED',
  /** Too many messages: one per 3 s and 20 a minute; wait `seconds`. */
  CHAT_RATE_LIMIT: 'CHAT_RATE_LIMIT',
  /** A message with a link while links are off. */
  CHAT_LINKS_OFF: 'CHAT_LINKS_OFF',
  /** An image while images are off. */
  CHAT_IMAGES_OFF: 'CHAT_IMAGES_OFF',
  /** Not an image the caller uploaded here. */
  CHAT_IMAGE_INVALID: 'CHAT_IMAGE_INVALID',
  /** An empty message. */
  CHAT_EMPTY: 'CHAT_EMPTY',
  /** A message over CHAT.maxLength characters. */
  CHAT_TOO_LONG: 'CHAT_TOO_LONG',
  /** No such message (or deleted). */
  CHAT_MESSAGE_NOT_FOUND: 'CHAT_MESSAGE_NOT_FOUND',
  /** One's own message cannot be reported. */
  CHAT_REPORT_OWN: 'CHAT_REPORT_OWN',
  /** Unmute of a user who is not muted. */
  CHAT_NOT_MUTED: 'CHAT_NOT_MUTED',
  /** Dismiss of a message without open reports, or delete of a deleted one. */
  CHAT_NOTHING_OPEN: 'CHAT_NOTHING_OPEN',
  // crypto loans (#19 item 3)
  /** Not a coin loans take as collateral, or one the operator switched off. */
  LOAN_COLLATERAL_UNAVAILABLE: 'LOAN_COLLATERAL_UNAVAILABLE',
  /** The loan would open above the initial LTV: at most `max` USDT against that collateral. */
  LOAN_LTV_TOO_HIGH: 'LOAN_LTV_TOO_HIGH',
  /** Withdrawing that much collateral would lift the LTV above the initial level; `max` can go. */
  LOAN_WITHDRAW_TOO_MUCH: 'LOAN_WITHDRAW_TOO_MUCH',
  /** The lending pool has only `available` USDT left to lend. */
  LOAN_POOL_EXHAUSTED: 'LOAN_POOL_EXHAUSTED',
  /** No such loan of the caller's. */
  LOAN_NOT_FOUND: 'LOAN_NOT_FOUND',
  /** The loan is repaid or liquidated already. */
  LOAN_NOT_OPEN: 'LOAN_NOT_OPEN',
  // OTC / P2P (#19 items 1 and 2)
  /** min_total above max_total on an ad. */
  OTC_BOUNDS_INVALID: 'OTC_BOUNDS_INVALID',
  /** Merchants are users with identity level 2. */
  OTC_KYC_REQUIRED: 'OTC_KYC_REQUIRED',
  /** Trading over the counter needs identity verification (level 1). */
  OTC_VERIFY_REQUIRED: 'OTC_VERIFY_REQUIRED',
  /** An application already pending or approved. */
  OTC_ALREADY_APPLIED: 'OTC_ALREADY_APPLIED',
  /** Posting ads needs an approved merchant. */
  OTC_NOT_MERCHANT: 'OTC_NOT_MERCHANT',
  /** The application was decided already (or there is none). */
  OTC_MERCHANT_NOT_PENDING: 'OTC_MERCHANT_NOT_PENDING',
  /** No such ad on sale (or not the caller's). */
  OTC_AD_NOT_FOUND: 'OTC_AD_NOT_FOUND',
  /** An order on one's own ad. */
  OTC_OWN_AD: 'OTC_OWN_AD',
  /** The ad has only `available` left. */
  OTC_AD_QUANTITY: 'OTC_AD_QUANTITY',
  /** The order's total is outside the ad's per-order bounds `min`-`max`. */
  OTC_ORDER_BOUNDS: 'OTC_ORDER_BOUNDS',
  /** The total is above the caller's single-trade limit of `limit` USD. */
  OTC_SINGLE_LIMIT: 'OTC_SINGLE_LIMIT',
  /** No such order of the caller's. */
  OTC_ORDER_NOT_FOUND: 'OTC_ORDER_NOT_FOUND',
  /** The order is not in a state that allows this (already paid, released, cancelled…). */
  OTC_ORDER_STATE: 'OTC_ORDER_STATE',
  /** Quick buy: no ad on sale fits that amount. */
  OTC_NO_MATCH: 'OTC_NO_MATCH',
  /** The price moved from the one confirmed (a quick-buy quote): nothing was opened. */
  OTC_QUOTE_EXPIRED: 'OTC_QUOTE_EXPIRED',
  // NFT marketplace (#18)
  /** No such work, artist or collection on the market. */
  NFT_NOT_FOUND: 'NFT_NOT_FOUND',
  /** The work is not on sale now: not started, ended, withdrawn or sold (`available` says which). */
  NFT_NOT_ON_SALE: 'NFT_NOT_ON_SALE',
  /** buyNFT on a work sold by auction or blind box. */
  NFT_NOT_FIXED_PRICE: 'NFT_NOT_FIXED_PRICE',
  /** The price changed since the screen showed it: `price` is the price now. */
  NFT_PRICE_CHANGED: 'NFT_PRICE_CHANGED',
  /** A work's end time must be after its start time. */
  NFT_END_BEFORE_START: 'NFT_END_BEFORE_START',
  /** A media or cover URL that is not an uploaded image. */
  NFT_MEDIA_NOT_FOUND: 'NFT_MEDIA_NOT_FOUND',
  /** A price currency that is not a listed coin. */
  NFT_CURRENCY_NOT_FOUND: 'NFT_CURRENCY_NOT_FOUND',
  /** An auction needs a per-bid increment and a deposit. */
  NFT_AUCTION_TERMS: 'NFT_AUCTION_TERMS',
  /** A call for auctions on a work that is not one. */
  NFT_NOT_AUCTION: 'NFT_NOT_AUCTION',
  /** Bidding needs the auction's deposit locked first (marginNFT). */
  NFT_MARGIN_REQUIRED: 'NFT_MARGIN_REQUIRED',
  /** The bid is below the least next bid `min`. */
  NFT_BID_TOO_LOW: 'NFT_BID_TOO_LOW',
  /** No such order of the caller's. */
  NFT_ORDER_NOT_FOUND: 'NFT_ORDER_NOT_FOUND',
  /** The order is paid or expired already. */
  NFT_ORDER_NOT_PENDING: 'NFT_ORDER_NOT_PENDING',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ErrorCode;
}
