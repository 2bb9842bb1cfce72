import { useCallback, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_TYPES,
  priceDirection,
  SPOT_STATUS,
  type CoinTradeInput,
  type QuotationView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { Amount } from '../../../components/ui/amount';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { marketQueries } from '../../../features/market/api/market-queries';
import { ChangeBadge, FeedNotice } from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import { usePlaceOrder } from '../../../features/spot/api/spot-mutations';
import { spotQueries } from '../../../features/spot/api/spot-queries';
import { OrderForm } from '../../../features/spot/components/order-form';
import { OrderRow } from '../../../features/spot/components/order-row';
import { PairSheet } from '../../../features/spot/components/pair-sheet';
import { QuoteLadder } from '../../../features/spot/components/quote-ladder';
import { useCancelFlow } from '../../../features/spot/hooks/use-cancel-order';
import { useLiveQuote, useLiveSpotOrders } from '../../../features/spot/hooks/use-live-spot';
import { parsePairSymbol, spotPairs } from '../../../features/spot/model/pairs';
import { platformQuote, type FillQuote } from '../../../features/spot/model/spot-form';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { RecordsButton } from '../../../features/wallet/components/records-button';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import { flattenPages } from '../../../features/wallet/model/records';
import { navigation } from '../../../lib/navigation';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';

const ORDERS_PATH = '/pages/transaction/currency_order';
const MARKET_PATH = '/pages/market/market';

/** Balances, orders and quotes of the screen are read again after every order and `coin_order`. */
function useRefreshBalances() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: walletQueries.all() });
  }, [queryClient]);
}

function PairHeader({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const direction = row.change === null ? 'flat' : priceDirection(row.change);
  return (
    <section className="spot-head">
      <div className="spot-head__main">
        {row.now_price === null ? (
          <p className="spot-head__price spot-head__price--flat">{t('spot.waitingPrice')}</p>
        ) : (
          <p className={`spot-head__price spot-head__price--${direction}`} data-testid="spot-price">
            <Amount value={row.now_price} precision={row.price_precision} />
          </p>
        )}
        <ChangeBadge change={row.change} />
      </div>
      <button
        type="button"
        className="link link--gold spot-head__chart"
        onClick={() => navigation.push(MARKET_PATH, { symbol: row.symbol })}
      >
        {t('spot.chart')}
        <ChevronRightIcon />
      </button>
    </section>
  );
}

function OpenOrders({ refresh }: { refresh: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useInfiniteQuery({
    ...spotQueries.orders(session.user?.id ?? 0, SPOT_STATUS.trading),
    enabled: session.isLoggedIn,
  });
  const { cancelOrder, cancelling } = useCancelFlow(refresh);
  const quotations = useQuery(marketQueries.quotations());
  const precisionOf = (symbol: string) =>
    quotations.data?.find((q) => q.symbol === symbol)?.price_precision;

  let body;
  if (!session.isLoggedIn) {
    body = (
      <EmptyState
        compact
        title={t('spot.ordersLogin')}
        action={
          <Button size="small" shape="rounded" color="primary" onClick={() => void requireLogin()}>
            {t('common.goToLogin')}
          </Button>
        }
      />
    );
  } else if (query.isPending) {
    body = <DelayedLoading />;
  } else if (query.isError) {
    body = <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const rows = flattenPages(query.data.pages);
    body =
      rows.length === 0 ? (
        <EmptyState compact title={t('spot.noOpenOrders')} />
      ) : (
        <ul className="spot-orders" data-testid="open-orders">
          {rows.map((order) => (
            <li key={order.id}>
              <OrderRow
                order={order}
                pricePrecision={precisionOf(order.symbol)}
                onCancel={(o) => void cancelOrder(o)}
                cancelling={cancelling === order.id}
              />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className="spot-section" aria-labelledby="spot-open-title">
      <div className="spot-section__head">
        <h2 className="spot-section__title" id="spot-open-title">
          {t('spot.openOrders')}
        </h2>
        <button
          type="button"
          className="link link--gold spot-section__link"
          onClick={() => navigation.push(ORDERS_PATH)}
          data-testid="spot-history-link"
        >
          {t('spot.history')}
          <ChevronRightIcon />
        </button>
      </div>
      {body}
    </section>
  );
}

function Trade({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const session = useSession();
  const refresh = useRefreshBalances();
  const live = useLiveQuote(row.symbol);
  const place = usePlaceOrder(refresh);

  const quoteBalance = useQuery({
    ...walletQueries.detail(row.legal_id, ACCOUNT_TYPES.change),
    enabled: session.isLoggedIn,
  });
  const baseBalance = useQuery({
    ...walletQueries.detail(row.currency_id, ACCOUNT_TYPES.change),
    enabled: session.isLoggedIn,
  });

  // The platform's quote from the socket; until its first event, the same rule on the feed price.
  const quote: FillQuote | null = live.depth
    ? { bid: live.depth.bid, ask: live.depth.ask }
    : row.now_price !== null
      ? platformQuote(row.now_price, row.spread, row.price_precision)
      : null;
  const feedPrice = live.depth?.feed_price ?? row.now_price;

  async function submit(input: CoinTradeInput): Promise<boolean> {
    try {
      const order = await place.mutateAsync(input);
      showSuccess(
        order.status === SPOT_STATUS.done ? t('spot.orderFilled') : t('spot.orderPlaced'),
      );
      return true;
    } catch {
      // The client already toasted the server's message.
      return false;
    }
  }

  return (
    <div className="spot-trade">
      <OrderForm
        key={row.symbol}
        pair={row}
        nowPrice={feedPrice}
        quote={quote}
        available={{
          quote: quoteBalance.data?.available ?? null,
          base: baseBalance.data?.available ?? null,
        }}
        loggedIn={session.isLoggedIn}
        submitting={place.isPending}
        onSubmit={submit}
        onLogin={() => requireLogin()}
      />
      <QuoteLadder
        quote={quote}
        feedPrice={feedPrice}
        spread={row.spread}
        pricePrecision={row.price_precision}
        recent={live.recent}
      />
    </div>
  );
}

/**
 * Spot coin trade (PRODUCT-RULES.md §4): one crypto pair's live price, the order form, the
 * platform's quote and the user's open orders. A visitor sees prices; trading asks to log in.
 */
export function CurrencyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const symbol = parsePairSymbol(params.get('symbol'));
  const [sheet, setSheet] = useState(false);
  const session = useSession();
  const refresh = useRefreshBalances();
  const quotations = useQuery(marketQueries.quotations());
  useLiveQuotations();
  useLiveBalances(session.isLoggedIn);
  useLiveSpotOrders(session.isLoggedIn, refresh);

  const pairs = spotPairs(quotations.data);
  const row = pairs.find((p) => p.symbol === symbol);

  const title = (
    <button
      type="button"
      className="spot-switch"
      onClick={() => setSheet(true)}
      disabled={pairs.length === 0}
      aria-label={t('spot.choosePair')}
      data-testid="spot-pair-switch"
    >
      <span className="spot-switch__base">{row?.currency_name ?? symbol.split('/')[0]}</span>
      <span className="spot-switch__quote">/{row?.legal_name ?? symbol.split('/')[1]}</span>
      <span className="spot-switch__caret" aria-hidden="true" />
    </button>
  );

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
            <Button size="small" shape="rounded" color="primary" onClick={() => setSheet(true)}>
              {t('spot.choosePair')}
            </Button>
          ) : null
        }
      />
    );
  else
    body = (
      <>
        <FeedNotice rows={[row]} />
        <PairHeader row={row} />
        <Trade row={row} />
        <OpenOrders refresh={refresh} />
      </>
    );

  return (
    <PageShell
      className="spot-page"
      title={title}
      right={
        <RecordsButton label={t('spot.history')} onClick={() => navigation.push(ORDERS_PATH)} />
      }
    >
      {body}
      <PairSheet
        visible={sheet}
        pairs={pairs}
        selected={symbol}
        onSelect={(next) => setParams({ symbol: next }, { replace: true })}
        onClose={() => setSheet(false)}
      />
    </PageShell>
  );
}
