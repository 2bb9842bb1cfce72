import { useEffect, useState } from 'react';
import Popup from 'antd-mobile/es/components/popup';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Money,
  OPTION_STATUS,
  priceDirection,
  type KlinePeriod,
  type MicroSubmitInput,
  type QuotationView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { Amount } from '../../../components/ui/amount';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { ErrorState } from '../../../components/ui/error-state';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { marketQueries } from '../../../features/market/api/market-queries';
import { FlashValue } from '../../../features/market/components/flash-value';
import { KlineChart } from '../../../features/market/components/kline-chart';
import { ChangeBadge, FeedNotice, PairName } from '../../../features/market/components/quote-list';
import { useLiveCandles, useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import { CHART_PERIODS } from '../../../features/market/model/kline';
import { useSubmitOption } from '../../../features/options/api/options-mutations';
import { optionsQueries } from '../../../features/options/api/options-queries';
import { ActiveOrderCard } from '../../../features/options/components/active-order-card';
import { OrderList } from '../../../features/options/components/order-list';
import { OrderRow } from '../../../features/options/components/order-row';
import { OrderSheet } from '../../../features/options/components/order-sheet';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CaretDownIcon,
  ListIcon,
} from '../../../features/options/components/options-icons';
import '../../../features/options/components/options.css';
import { useLiveOptions } from '../../../features/options/hooks/use-live-options';
import { useNow } from '../../../features/options/hooks/use-now';
import { useOptionOrder } from '../../../features/options/hooks/use-option-order';
import { choosePair, optionPairs } from '../../../features/options/model/order-form';
import { hasRunning, uniqueOrders } from '../../../features/options/model/orders';
import { ratioPercent } from '../../../features/options/model/preview';
import { isSettled, type OptionDirection } from '../../../features/options/model/result';
import { isApiError } from '../../../lib/api-client';
import { LOGIN_PATH, navigation } from '../../../lib/navigation';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';
import { useSessionState } from '../../../lib/use-session-state';

export const TRADE_PATH = '/pages/transaction/index';
export const SECONDS_ORDER_PATH = '/pages/transaction/seconds_order';
const TRANSFER_PATH = '/pages/fund/transfer';

/** Short periods suit orders of seconds and minutes. */
const OPTION_PERIODS = CHART_PERIODS.filter((p) => ['1min', '5min', '15min'].includes(p.period));

function PriceHead({ pair }: { pair: QuotationView }) {
  const { t } = useTranslation();
  const direction = pair.change === null ? 'flat' : priceDirection(pair.change);
  return (
    <section className="opt-head">
      <div>
        <p className="opt-head__label">{t('options.lastPrice')}</p>
        {pair.now_price === null ? (
          <p className="opt-head__price opt-head__price--flat">{t('market.waiting')}</p>
        ) : (
          <p
            className={`opt-head__price opt-head__price--${direction}`}
            data-testid="options-price"
          >
            <FlashValue value={pair.now_price}>
              <Amount value={pair.now_price} precision={pair.price_precision} />
            </FlashValue>
          </p>
        )}
      </div>
      <ChangeBadge change={pair.change} />
    </section>
  );
}

function Chart({ pair }: { pair: QuotationView }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<KlinePeriod>('1min');
  const candles = useQuery(marketQueries.candles(pair.symbol, period));
  useLiveCandles(pair.symbol, period);
  let overlay = null;
  if (candles.isPending) overlay = <DelayedLoading />;
  else if (candles.isError)
    overlay = (
      <ErrorState
        compact
        title={t('market.chartError')}
        error={candles.error}
        onRetry={() => void candles.refetch()}
      />
    );
  else if (candles.data.length === 0)
    overlay = <EmptyState compact title={t('market.chartEmpty')} />;
  return (
    <section className="opt-chart">
      <div className="periods" role="group" aria-label={t('market.period.label')}>
        {OPTION_PERIODS.map((p) => (
          <button
            key={p.period}
            type="button"
            data-period={p.period}
            aria-pressed={p.period === period}
            className={`periods__button${p.period === period ? ' periods__button--active' : ''}`}
            onClick={() => setPeriod(p.period)}
          >
            {t(`market.period.${p.key}`)}
          </button>
        ))}
      </div>
      <div className="kline">
        {overlay ?? (
          <KlineChart candles={candles.data ?? []} pricePrecision={pair.price_precision} />
        )}
      </div>
    </section>
  );
}

function PairSheet({
  visible,
  pairs,
  current,
  onClose,
}: {
  visible: boolean;
  pairs: readonly QuotationView[];
  current: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet">
      <h2 className="sheet__title">{t('options.choosePair')}</h2>
      <ul className="quote-rows">
        {pairs.map((row) => (
          <li key={row.match_id}>
            <button
              type="button"
              className="quote-row"
              data-symbol={row.symbol}
              aria-current={row.symbol === current || undefined}
              onClick={() => {
                onClose();
                navigation.replace(TRADE_PATH, { symbol: row.symbol });
              }}
            >
              <span className="quote-row__pair">
                <PairName row={row} />
              </span>
              <span className="quote-row__price">
                <Amount value={row.now_price} precision={row.price_precision} />
              </span>
              <ChangeBadge change={row.change} />
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}

/** The order placed from this screen: countdown, then its result; gone once dismissed. */
function ActiveOrder({
  id,
  quotations,
  onDismiss,
}: {
  id: number;
  quotations: readonly QuotationView[];
  onDismiss: () => void;
}) {
  const queryClient = useQueryClient();
  const order = useOptionOrder(id);
  const settled = order.data ? isSettled(order.data) : false;
  const now = useNow(!settled);
  useEffect(() => {
    // Settled through the get_result fallback: the lists and the balance move too.
    if (!settled) return;
    for (const what of ['orders', 'payable'])
      void queryClient.invalidateQueries({ queryKey: [...optionsQueries.all(), what] });
  }, [settled, queryClient]);
  const missing = isApiError(order.error, 'ORDER_NOT_FOUND');
  useEffect(() => {
    // Another account's order (after a switch of user) is not found: forget it. A failed poll
    // (a lost connection) keeps the card; the next poll or the socket brings the result.
    if (missing) onDismiss();
  }, [missing, onDismiss]);
  if (!order.data) return null;
  const row = quotations.find((q) => q.symbol === order.data.symbol);
  return (
    <ActiveOrderCard
      order={order.data}
      livePrice={row?.now_price ?? null}
      pricePrecision={row?.price_precision}
      now={now}
      onDismiss={onDismiss}
      onViewAll={() => navigation.push(SECONDS_ORDER_PATH, { tab: 'history' })}
    />
  );
}

function CurrentOrders({ quotations }: { quotations: readonly QuotationView[] }) {
  const { t } = useTranslation();
  const session = useSession();
  const orders = useInfiniteQuery({
    ...optionsQueries.orders(session.user?.id ?? 0, OPTION_STATUS.trading),
    enabled: session.isLoggedIn,
  });
  const running = hasRunning(uniqueOrders(orders.data?.pages));
  const now = useNow(running);
  const precisionOf = (symbol: string) =>
    quotations.find((q) => q.symbol === symbol)?.price_precision;
  return (
    <section className="opt-current" aria-labelledby="option-current-title">
      <div className="opt-section-head">
        <h2 id="option-current-title">{t('options.current.title')}</h2>
        <button
          type="button"
          className="link link--gold"
          onClick={() =>
            session.isLoggedIn ? navigation.push(SECONDS_ORDER_PATH) : requireLogin()
          }
        >
          {t('options.current.all')} <ChevronRightIcon className="button-icon" />
        </button>
      </div>
      {session.isLoggedIn ? (
        <OrderList
          query={orders}
          paged={false}
          emptyTitle={t('options.current.empty')}
          renderRow={(order) => (
            <OrderRow order={order} now={now} pricePrecision={precisionOf(order.symbol)} />
          )}
        />
      ) : (
        <EmptyState
          compact
          title={t('options.current.login')}
          action={
            <button type="button" className="chip" onClick={() => navigation.push(LOGIN_PATH)}>
              {t('common.goToLogin')}
            </button>
          }
        />
      )}
    </section>
  );
}

/**
 * The trade tab: seconds options on one pair (`?symbol=`, default BTC/USDT) with its live price
 * and chart, Up and Down, the order ticket, the running order's countdown and result, and the
 * user's current orders. A visitor sees all of it; placing asks to log in.
 */
export function TradePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const [pairSheet, setPairSheet] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [direction, setDirection] = useState<OptionDirection>('up');
  const [activeId, setActiveId] = useSessionState<number | null>('options.active', null);
  const quotations = useQuery(marketQueries.quotations());
  const durations = useQuery(optionsQueries.durations());
  const payable = useQuery({
    ...optionsQueries.payable(session.user?.id ?? 0),
    enabled: session.isLoggedIn,
  });
  const submit = useSubmitOption();
  useLiveQuotations();
  useLiveOptions(session.isLoggedIn);

  const pairs = optionPairs(quotations.data);
  const pair = choosePair(pairs, params.get('symbol'));
  const bestRatio = durations.data?.reduce<string | null>(
    (best, d) => (best === null || new Money(d.profit_ratio).gt(best) ? d.profit_ratio : best),
    null,
  );

  const open = (side: OptionDirection) => {
    setDirection(side);
    setSheetOpen(true);
  };
  const place = (input: MicroSubmitInput) =>
    submit.mutate(input, {
      onSuccess: (order) => {
        setSheetOpen(false);
        setActiveId(order.id);
        showSuccess(t('options.order.placed'));
      },
    });

  let body;
  if (quotations.isPending) body = <DelayedLoading />;
  else if (quotations.isError)
    body = <ErrorState error={quotations.error} onRetry={() => void quotations.refetch()} />;
  else if (!pair)
    body = (
      <EmptyState title={t('options.noPairs')} description={t('options.noPairsDescription')} />
    );
  else
    body = (
      <>
        <FeedNotice rows={[pair]} />
        <PriceHead pair={pair} />
        <ErrorBoundary fallback={<ErrorState compact title={t('market.chartError')} />}>
          <Chart key={pair.symbol} pair={pair} />
        </ErrorBoundary>
        <div className="opt-directions">
          {(['up', 'down'] as const).map((side) => (
            <button
              key={side}
              type="button"
              className={`opt-direction opt-direction--${side}`}
              data-testid={`option-${side}`}
              onClick={() => open(side)}
            >
              <span className="opt-direction__label">
                {side === 'up' ? <ArrowUpIcon /> : <ArrowDownIcon />}
                {t(`options.${side}`)}
              </span>
              <span className="opt-direction__hint">
                {bestRatio
                  ? t('options.payoutUpTo', { percent: ratioPercent(bestRatio) })
                  : t(`options.${side}Hint`)}
              </span>
            </button>
          ))}
        </div>
        {activeId !== null && session.isLoggedIn ? (
          <ActiveOrder
            key={activeId}
            id={activeId}
            quotations={quotations.data}
            onDismiss={() => setActiveId(null)}
          />
        ) : null}
        <CurrentOrders quotations={quotations.data} />
        <OrderSheet
          visible={sheetOpen}
          direction={direction}
          onDirection={setDirection}
          pair={pair}
          durations={durations}
          payable={session.isLoggedIn ? payable.data : undefined}
          loggedIn={session.isLoggedIn}
          submitting={submit.isPending}
          onSubmit={place}
          onClose={() => setSheetOpen(false)}
          onLogin={() => requireLogin()}
          onTransfer={(currencyId) => {
            setSheetOpen(false);
            navigation.push(TRANSFER_PATH, { from: 'change', to: 'micro', currency: currencyId });
          }}
        />
        <PairSheet
          visible={pairSheet}
          pairs={pairs}
          current={pair.symbol}
          onClose={() => setPairSheet(false)}
        />
      </>
    );

  return (
    <PageShell
      tab
      className="opt-page"
      title={
        pair ? (
          <button
            type="button"
            className="opt-pair-switch"
            aria-label={t('options.choosePair')}
            data-testid="options-pair"
            onClick={() => setPairSheet(true)}
          >
            <PairName row={pair} />
            <CaretDownIcon />
          </button>
        ) : (
          t('options.title')
        )
      }
      right={
        <button
          type="button"
          className="icon-button"
          aria-label={t('options.current.all')}
          onClick={() =>
            session.isLoggedIn ? navigation.push(SECONDS_ORDER_PATH) : requireLogin()
          }
        >
          <ListIcon fontSize={22} />
        </button>
      }
    >
      {body}
    </PageShell>
  );
}
