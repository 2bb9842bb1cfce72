import { useReducer, type FormEvent } from 'react';
import {
  SPOT_MONEY_DECIMALS,
  SPOT_STATUS,
  spotRules,
  type QuotationView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { hasErrors } from '../../../lib/form';
import { requireLogin } from '../../../lib/require-login';
import { showSuccess } from '../../../lib/toast';
import { usePlaceOrder } from '../api/spot-mutations';
import {
  initialLimitPrice,
  percentOfAvailable,
  platformQuote,
  sanitizeDecimalInput,
  toCoinTradeInput,
  type FillQuote,
  type OrderKind,
  type SpotAvailable,
  type SpotPair,
  type SpotSide,
  type SpotSizeMode,
} from '../model/spot-form';
import {
  initialTicket,
  orderValues,
  prefillPrice,
  summarise,
  ticketReducer,
  validate,
  type SpotMarket,
} from '../model/ticket';
import { useLiveQuote } from './use-live-spot';

export interface SpotTicketOptions {
  /** Exchange-account balances (the page reads the wallet); null while unknown or for a visitor. */
  available: SpotAvailable;
  loggedIn: boolean;
  /** Reads the balances again after an order. */
  refresh: () => void;
}

/**
 * The spot order ticket of one pair: the platform's quote live from `market_depth` (until its
 * first event, the same rule on the feed price), the ticket reducer, its summary, and submit:
 * checks, then POST /coin/trade with an idempotency key. Mount it once per pair.
 */
export function useSpotTicket(
  pair: SpotPair & Pick<QuotationView, 'now_price'>,
  { available, loggedIn, refresh }: SpotTicketOptions,
) {
  const { t } = useTranslation();
  const live = useLiveQuote(pair.symbol);
  const place = usePlaceOrder(refresh);
  const quote: FillQuote | null = live.depth
    ? { bid: live.depth.bid, ask: live.depth.ask }
    : pair.now_price !== null
      ? platformQuote(pair.now_price, pair.spread, pair.price_precision)
      : null;
  const feedPrice = live.depth?.feed_price ?? pair.now_price;
  const market: SpotMarket = { pair, quote, feedPrice, available };
  const [state, dispatch] = useReducer(ticketReducer, null, () => initialTicket(feedPrice, pair));

  // The limit price starts at the feed price once one is known (state adjusted while rendering).
  const prefill = prefillPrice(state, market);
  if (prefill !== null) dispatch({ type: 'prefill', price: prefill });

  const summary = summarise(state, market);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!loggedIn) {
      requireLogin();
      return;
    }
    const errors = validate(state, market);
    dispatch({ type: 'checked', errors });
    if (hasErrors(errors) || place.isPending) return;
    try {
      const order = await place.mutateAsync(toCoinTradeInput(orderValues(state, market), pair));
      showSuccess(
        order.status === SPOT_STATUS.done ? t('spot.orderFilled') : t('spot.orderPlaced'),
      );
      dispatch({ type: 'placed' });
    } catch {
      // The client already toasted the server's message.
    }
  }

  return {
    values: state.values,
    errors: state.errors,
    percent: state.percent,
    summary,
    quote,
    feedPrice,
    /** Feed prices seen since the screen opened, newest first. */
    recent: live.recent,
    loggedIn,
    submitting: place.isPending,
    setSide: (side: SpotSide) =>
      dispatch({
        type: 'side',
        side,
        limitPrice: initialLimitPrice(feedPrice, pair.price_precision, side),
      }),
    setKind: (kind: OrderKind) => dispatch({ type: 'kind', kind }),
    setPrice: (text: string) =>
      dispatch({ type: 'price', price: sanitizeDecimalInput(text, pair.price_precision) }),
    setAmount: (text: string) =>
      dispatch({ type: 'amount', amount: sanitizeDecimalInput(text, pair.amount_precision) }),
    setSizeMode: (sizeMode: SpotSizeMode) => dispatch({ type: 'sizeMode', sizeMode }),
    setTotal: (text: string) =>
      dispatch({ type: 'total', total: sanitizeDecimalInput(text, SPOT_MONEY_DECIMALS) }),
    /** A percentage shortcut; nothing while the balance or (for a buy) the price is unknown. */
    choosePercent: (percent: number) => {
      const amount = percentOfAvailable(
        percent,
        state.values.side,
        available,
        summary.price,
        pair.amount_precision,
      );
      if (amount === null) return;
      // By total, the total shows what that share comes to at the expected price.
      const total =
        state.values.sizeMode === 'total' && summary.price !== null
          ? spotRules.fillOf(state.values.side, amount, summary.price, pair.fee_rate).total
          : undefined;
      dispatch({ type: 'percent', percent, amount, total });
    },
    submit,
  };
}

export type SpotTicket = ReturnType<typeof useSpotTicket>;
