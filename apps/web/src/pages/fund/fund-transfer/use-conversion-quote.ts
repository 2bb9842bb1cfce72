import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ConversionQuoteView } from '@meridian/contract';

import { useDebouncedValue } from '../../../features/wallet/hooks/use-debounced-value';
import {
  quoteRequest,
  type ConversionFormValues,
} from '../../../features/wallet/model/conversion-form';
import { api } from '../../../lib/api-client';
import { isLive, lockOf, secondsLeft } from './quote-lock';

export type QuoteRequest = NonNullable<ReturnType<typeof quoteRequest>>;

/** Held quotes are not wallet reads: a balance change must not swap the quote on screen. */
export const CONVERT_QUOTE_KEY = ['convert-quote'] as const;

/**
 * The held quote for the form. It follows the form 500 ms after the user stops typing
 * (SPEC.md §9 debounce) and is asked again only by `refresh` (a quote is held, not streamed);
 * `seconds` counts its hold down once a second, `live` says whether it may be sent now.
 */
export function useConversionQuote(values: ConversionFormValues) {
  const wanted = quoteRequest(values);
  const settledKey = useDebouncedValue(JSON.stringify(wanted));
  const settled = JSON.parse(settledKey) as QuoteRequest | null;
  const quote = useQuery({
    queryKey: [...CONVERT_QUOTE_KEY, settledKey] as const,
    queryFn: () =>
      api.post<ConversionQuoteView>('/user/getTransferFee', { ...settled }, { silent: true }),
    enabled: settled !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const lock = quote.isFetching ? null : lockOf(quote.data, quote.dataUpdatedAt);
  const now = useDeadlineClock(lock?.deadline ?? null);
  const [refusedId, setRefusedId] = useState<number | null>(null);
  const isCurrent = settledKey === JSON.stringify(wanted) && !quote.isFetching;
  return {
    quote: quote.data,
    /** What the quote was asked for: the body a conversion at it must repeat. */
    request: settled,
    isCurrent,
    isError: quote.isError,
    isFetching: quote.isFetching,
    lock,
    seconds: secondsLeft(lock, now),
    live: isCurrent && isLive(lock, now, refusedId),
    /** Read at the moment of sending: the countdown may be up to a tick behind the clock. */
    isLiveNow: () => isCurrent && isLive(lock, Date.now(), refusedId),
    /** Asks for a new quote (the refresh button, an expired or refused one). */
    refresh: () => void quote.refetch(),
    /** The server refused this quote: it is not sent again. */
    refuse: (id: number) => setRefusedId(id),
  };
}

/**
 * The device clock, read again each time the countdown's whole seconds change (timed to the
 * deadline, so "0" shows the moment the quote lapses) and not after it.
 */
function useDeadlineClock(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const left = deadline - at;
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return now;
}
