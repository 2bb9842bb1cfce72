import type { ConversionQuoteView } from '@meridian/contract';

/**
 * A held conversion quote as this screen counts it down (PRODUCT-RULES.md §0). The deadline runs
 * from when the answer arrived on this device for the quote's hold, less a margin for the request
 * that uses it, so a skewed device clock changes nothing and a quote is never sent in the moment
 * the server drops it.
 */
export interface QuoteLock {
  quoteId: number;
  /** Device time (ms) after which this screen no longer sends the quote. */
  deadline: number;
}

/** Time the confirming request may take to reach the server. */
export const SEND_MARGIN_MS = 500;

/** The lock of an answer received at `receivedAt`; null when the answer holds no quote. */
export function lockOf(
  quote: ConversionQuoteView | undefined,
  receivedAt: number,
): QuoteLock | null {
  if (!quote || quote.quote_id === null || quote.hold_seconds === null) return null;
  return {
    quoteId: quote.quote_id,
    deadline: receivedAt + quote.hold_seconds * 1000 - SEND_MARGIN_MS,
  };
}

/** Whole seconds left to confirm, as the countdown shows them: 9.5 s → 10, 0.2 s → 1, past → 0. */
export function secondsLeft(lock: QuoteLock | null, now: number): number {
  if (!lock) return 0;
  return Math.max(0, Math.ceil((lock.deadline - now) / 1000));
}

/** Whether the quote may still be sent: held, before its deadline, and not refused already. */
export function isLive(
  lock: QuoteLock | null,
  now: number,
  refusedId: number | null = null,
): boolean {
  return lock !== null && lock.quoteId !== refusedId && now < lock.deadline;
}
