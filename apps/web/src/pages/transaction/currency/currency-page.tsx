import { useCallback, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TYPES, SIDE, type QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { marketQueries } from '../../../features/market/api/market-queries';
import { FeedNotice } from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import { OrderForm } from '../../../features/spot/components/order-form';
import { PairButton, PairSheet } from '../../../features/spot/components/pair-sheet';
import { QuoteLadder } from '../../../features/spot/components/quote-ladder';
import { useLiveSpotOrders } from '../../../features/spot/hooks/use-live-spot';
import { useSpotTicket } from '../../../features/spot/hooks/use-spot-ticket';
import { parsePairSymbol, spotPairs } from '../../../features/spot/model/pairs';
import type { OrderKind } from '../../../features/spot/model/spot-form';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { RecordsButton } from '../../../features/wallet/components/records-button';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import { navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { OpenOrders } from './open-orders';
import { PairHeader } from './pair-header';

/** Balances, orders and quotes of the screen are read again after every order and `coin_order`. */
function useRefreshBalances() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: walletQueries.all() });
  }, [queryClient]);
}

/** `?side=sell` (the pair page's Sell): the side the ticket opens on; buy otherwise. */
const sideOf = (param: string | null) => (param === 'sell' ? SIDE.sell : SIDE.buy);

/** The ticket of one pair with the platform's quote beside it; mounted again on another pair. */
function Trade({
  row,
  refresh,
  side,
  kind,
}: {
  row: QuotationView;
  refresh: () => void;
  side: ReturnType<typeof sideOf>;
  kind: OrderKind | null;
}) {
  const session = useSession();
  const balance = (currencyId: number) => ({
    ...walletQueries.detail(currencyId, ACCOUNT_TYPES.change),
    enabled: session.isLoggedIn,
  });
  const quoteBalance = useQuery(balance(row.legal_id));
  const baseBalance = useQuery(balance(row.currency_id));
  const ticket = useSpotTicket(row, {
    available: {
      quote: quoteBalance.data?.available ?? null,
      base: baseBalance.data?.available ?? null,
    },
    loggedIn: session.isLoggedIn,
    refresh,
  });
  // The side and kind asked for, set once as the ticket opens (state adjusted while rendering).
  const [opened, setOpened] = useState(false);
  if (!opened) {
    setOpened(true);
    if (side !== ticket.values.side) ticket.setSide(side);
    if (kind && kind !== ticket.values.kind) ticket.setKind(kind);
  }
  return (
    <div className="spot-trade">
      <OrderForm pair={row} ticket={ticket} />
      <QuoteLadder
        quote={ticket.quote}
        feedPrice={ticket.feedPrice}
        spread={row.spread}
        pricePrecision={row.price_precision}
        recent={ticket.recent}
      />
    </div>
  );
}

interface SpotScreenProps {
  /** `?symbol=` as given (parsed here; the default pair when missing or malformed). */
  symbol: string | null;
  /** `?side=`: `sell` opens the ticket on sell, anything else on buy. */
  side: string | null;
  /** `?kind=market`: the ticket opens as a market order (the pair page's Buy and Sell). */
  kind?: OrderKind | null;
  /** Opens another pair (the screen's own address with that `symbol`). */
  onPickPair: (symbol: string) => void;
  /** Shown as a tab (the trade tab) rather than a page with a back arrow. */
  tab?: boolean;
  /** Above the screen's content: the trade tab's product switch. */
  top?: ReactNode;
}

/**
 * Spot coin trade (PRODUCT-RULES.md §4): one crypto pair's live price, the order form, the
 * platform's quote and the user's open orders. A visitor sees prices; trading asks to log in.
 * Its own route and the trade tab both show it.
 */
export function SpotScreen({ symbol: param, side, kind, onPickPair, tab, top }: SpotScreenProps) {
  const { t } = useTranslation();
  const symbol = parsePairSymbol(param);
  const [sheet, setSheet] = useState(false);
  const session = useSession();
  const refresh = useRefreshBalances();
  const quotations = useQuery(marketQueries.quotations());
  useLiveQuotations();
  useLiveBalances(session.isLoggedIn);
  useLiveSpotOrders(session.isLoggedIn, refresh);

  const pairs = spotPairs(quotations.data);
  const row = pairs.find((p) => p.symbol === symbol);

  let body;
  if (quotations.isPending) body = <DelayedLoading />;
  else if (quotations.isError)
    body = <ErrorState error={quotations.error} onRetry={() => void quotations.refetch()} />;
  else if (!row)
    body = (
      <EmptyState
        title={t('spot.unknownPair')}
        description={t('spot.unknownPairDescription')}
        action={
          pairs.length > 0 ? (
            <PrimaryButton inline size="small" onClick={() => setSheet(true)}>
              {t('spot.choosePair')}
            </PrimaryButton>
          ) : null
        }
      />
    );
  else
    body = (
      <>
        <FeedNotice rows={[row]} />
        <PairHeader row={row} />
        <Trade
          key={row.symbol}
          row={row}
          refresh={refresh}
          side={sideOf(side)}
          kind={kind ?? null}
        />
        <OpenOrders refresh={refresh} />
      </>
    );

  return (
    <PageShell
      tab={tab}
      className="spot-page"
      title={
        <PairButton
          base={row?.currency_name ?? symbol.split('/')[0]}
          quote={row?.legal_name ?? symbol.split('/')[1]}
          disabled={pairs.length === 0}
          onClick={() => setSheet(true)}
        />
      }
      right={
        <RecordsButton
          label={t('spot.history')}
          onClick={() => navigation.push(paths.currencyOrder)}
        />
      }
    >
      {top}
      {body}
      <PairSheet
        visible={sheet}
        pairs={pairs}
        selected={symbol}
        onSelect={onPickPair}
        onClose={() => setSheet(false)}
      />
    </PageShell>
  );
}

/** /pages/transaction/currency?symbol=BTC/USDT&side=buy: the spot screen on its own route. */
export function CurrencyPage() {
  const [params, setParams] = useSearchParams();
  return (
    <SpotScreen
      symbol={params.get('symbol')}
      side={params.get('side')}
      kind={params.get('kind') === 'market' ? 'market' : null}
      onPickPair={(next) => setParams({ symbol: next }, { replace: true })}
    />
  );
}
