import { useReducer } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';
import { useSessionState } from '../../../lib/use-session-state';
import { useSubmitOption } from '../api/options-mutations';
import { optionsQueries } from '../api/options-queries';
import type { OptionDirection } from '../model/result';
import { sanitizeStakeInput } from '../model/stake';
import {
  initialTicket,
  summarise,
  ticketReducer,
  toTicketInput,
  validate,
  visibleErrors,
  type OptionsMarket,
} from '../model/ticket';
import { useLiveOptions } from './use-live-options';

/**
 * The options order ticket on the trade tab: the published durations, the payable currencies
 * with the options account (kept live by the socket), the ticket reducer and its summary, and
 * confirm: POST /microtrade/submit with an idempotency key, after which the order placed is the
 * one the screen follows (kept for the tab's session, so its countdown survives a visit elsewhere).
 */
export function useOptionsTicket(pair: QuotationView | null) {
  const { t } = useTranslation();
  const session = useSession();
  const loggedIn = session.isLoggedIn;
  const durations = useQuery(optionsQueries.durations());
  const payable = useQuery({
    ...optionsQueries.payable(session.user?.id ?? 0),
    enabled: loggedIn,
  });
  const submit = useSubmitOption();
  useLiveOptions(loggedIn);
  const [activeId, setActiveId] = useSessionState<number | null>('options.active', null);
  const [state, dispatch] = useReducer(ticketReducer, initialTicket);

  const market: OptionsMarket = {
    pair,
    durations: durations.data,
    payable: loggedIn ? payable.data : undefined,
    loggedIn,
  };
  const summary = summarise(state, market);
  const errors = validate(state, market, summary);

  const confirm = () => {
    if (!loggedIn) {
      requireLogin();
      return;
    }
    dispatch({ type: 'attempt' });
    const input = toTicketInput(state, market, summary);
    if (!input) return;
    submit.mutate(input, {
      onSuccess: (order) => {
        dispatch({ type: 'placed' });
        setActiveId(order.id);
        showSuccess(t('options.order.placed'));
      },
    });
  };

  return {
    state,
    summary,
    errors: visibleErrors(state, errors),
    /** The published durations, for the sheet's loading and error states. */
    durations,
    /** Payable currencies with the options account's available; undefined for a visitor. */
    payable: market.payable,
    loggedIn,
    submitting: submit.isPending,
    /** The order placed from this screen, followed until it is dismissed. */
    activeId: loggedIn ? activeId : null,
    dismissActive: () => setActiveId(null),
    open: (direction: OptionDirection) => dispatch({ type: 'open', direction }),
    close: () => dispatch({ type: 'close' }),
    setDirection: (direction: OptionDirection) => dispatch({ type: 'direction', direction }),
    setDuration: (id: number) => dispatch({ type: 'duration', id }),
    setCurrency: (id: number) => dispatch({ type: 'currency', id }),
    setStake: (text: string) => dispatch({ type: 'stake', stake: sanitizeStakeInput(text) }),
    /** Quick stakes and "max" are already clean. */
    pickStake: (stake: string) => dispatch({ type: 'stake', stake }),
    confirm,
  };
}

export type OptionsTicket = ReturnType<typeof useOptionsTicket>;
