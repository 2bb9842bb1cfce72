import { useMemo, useReducer } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { hasErrors } from '../../../lib/form';
import { readStorage, WEB_STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { isOutcomeUnknown, randomIdempotencyKey } from '../../../lib/submission-key';
import { showSuccess } from '../../../lib/toast';
import { useOpenPosition } from '../api/futures-mutations';
import { futuresQueries } from '../api/futures-queries';
import { toSubmitInput, type OrderFormValues } from '../model/order-form';
import type { FuturesPair } from '../model/pair';
import { remember, rememberedFor } from '../model/remembered';
import {
  initialTicket,
  summarise,
  ticketReducer,
  validate,
  visibleErrors,
  type FuturesMarket,
} from '../model/ticket';

export interface FuturesTicketOptions {
  /** The pair's live quotation row (the page reads the market); null while unknown. */
  pair: FuturesPair | null;
  /** The lever wallet's USDT available (the page reads the wallet); null while unknown. */
  walletAvailable: string | null;
  /** Reads the lever wallet again after money moved. */
  refreshWallet: () => void;
  /** The order was taken: a market entry opened, a limit entry is pending. */
  onPlaced?: (entry: OrderFormValues['entry']) => void;
}

/**
 * The futures order ticket of one pair: the ticket reducer, the lever account (kept live by
 * useLiveLever), the summary with the preview, the error keys to show, and submit (checks, then
 * opens the confirm sheet with a fresh idempotency key) and confirm (POST /lever/submit).
 * Mount it once per pair: the form starts over on another pair.
 */
export function useFuturesTicket({
  pair,
  walletAvailable,
  refreshWallet,
  onPlaced,
}: FuturesTicketOptions) {
  const { t } = useTranslation();
  const session = useSession();
  const loggedIn = session.isLoggedIn;
  const account = useQuery({
    ...futuresQueries.account(session.user?.id ?? 0),
    enabled: loggedIn,
  });
  const [state, dispatch] = useReducer(ticketReducer, pair, initialTicket);
  const openPosition = useOpenPosition(refreshWallet);

  const lever = account.data?.account ?? null;
  const userId = session.user?.id ?? null;
  // Read once per user: a price tick re-renders the ticket, it need not re-read storage.
  const store = useMemo(
    () => (userId === null ? null : readStorage(WEB_STORAGE_KEYS.tradeSizing)),
    [userId],
  );
  const remembered = pair && userId !== null ? rememberedFor(store, userId, pair) : null;
  const market: FuturesMarket = {
    pair,
    account: lever,
    positions: account.data?.positions ?? [],
    available: walletAvailable ?? lever?.available ?? null,
    loggedIn,
    remembered,
  };
  const summary = summarise(state, market);
  const errors = validate(state, market, summary);

  const submit = () => {
    if (!pair || !requireLogin()) return;
    const valid = !hasErrors(errors) && summary.preview !== null;
    dispatch({ type: 'submit', confirmKey: valid ? randomIdempotencyKey() : null });
  };

  const confirm = () => {
    if (!pair || !state.confirmKey) return;
    const { entry } = summary.values;
    openPosition.mutate(
      { input: toSubmitInput(summary.values, pair), idempotencyKey: state.confirmKey },
      {
        onSuccess: () => {
          // The leverage and stake of this order are the ones the ticket opens with next time.
          if (userId !== null) {
            const store = readStorage(WEB_STORAGE_KEYS.tradeSizing);
            const next = remember(store, userId, pair.symbol, summary.values);
            writeStorage(WEB_STORAGE_KEYS.tradeSizing, next);
          }
          showSuccess(entry === 'market' ? t('futures.toast.opened') : t('futures.toast.placed'));
          dispatch({ type: 'placed' });
          onPlaced?.(entry);
        },
        // The client has shown the server's message. Only an unknown outcome keeps the sheet
        // (and its key) for a retry the server will recognise.
        onError: (error) => {
          if (!isOutcomeUnknown(error)) dispatch({ type: 'dismiss' });
        },
      },
    );
  };

  return {
    loggedIn,
    /** The lever account with its positions (/lever/dealall); disabled for a visitor. */
    account,
    available: market.available,
    summary,
    errors: visibleErrors(state, errors),
    /** The confirm sheet is open. */
    confirming: state.confirmKey !== null,
    submitting: openPosition.isPending,
    edit: (values: OrderFormValues) => dispatch({ type: 'edit', values }),
    submit,
    confirm,
    dismiss: () => dispatch({ type: 'dismiss' }),
  };
}

export type FuturesTicket = ReturnType<typeof useFuturesTicket>;
