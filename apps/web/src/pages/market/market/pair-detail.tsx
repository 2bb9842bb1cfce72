import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { priceDirection, type KlinePeriod, type QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { Amount } from '../../../components/ui/amount';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { ErrorState } from '../../../components/ui/error-state';
import { PeriodButtons } from '../../../components/ui/period-buttons';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import {
  marketQueries,
  useAddFavourite,
  useRemoveFavourite,
} from '../../../features/market/api/market-queries';
import { StarIcon } from '../../../features/market/components/market-icons';
import { ChangeBadge, FeedNotice, PairName } from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import { CHART_PERIODS } from '../../../features/market/model/kline';
import { AlertBell } from '../../../features/alerts/components/alert-bell';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { PairAbout } from './pair-about';
import { PairChart } from './pair-chart';
import { PairQuote } from './pair-quote';
import { PairTradeBar } from './pair-trade-bar';
import { PairTrades } from './pair-trades';
import './pair.css';

function FavouriteStar({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const session = useSession();
  const favourites = useQuery({
    ...marketQueries.favourites(session.user?.id ?? 0),
    enabled: session.isLoggedIn,
  });
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const favourite = favourites.data?.find((f) => f.match_id === row.match_id);
  const busy = add.isPending || remove.isPending;
  const toggle = () => {
    if (!requireLogin() || busy) return;
    if (favourite)
      remove.mutate(favourite.id, { onSuccess: () => showToast(t('market.favouriteRemoved')) });
    else add.mutate(row, { onSuccess: () => showToast(t('market.favouriteAdded')) });
  };
  return (
    <button
      type="button"
      className={`market-star-button${favourite ? ' market-star-button--on' : ''}`}
      aria-label={favourite ? t('market.removeFavourite') : t('market.addFavourite')}
      aria-pressed={!!favourite}
      disabled={session.isLoggedIn && favourites.isPending}
      onClick={toggle}
    >
      <StarIcon filled={!!favourite} />
    </button>
  );
}

function PairHeader({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const direction = row.change === null ? 'flat' : priceDirection(row.change);
  return (
    <section className="market-pair-head">
      <div>
        {row.now_price === null ? (
          <p className="market-pair-head__price market-pair-head__price--flat">
            {t('market.waiting')}
          </p>
        ) : (
          <p
            className={`market-pair-head__price market-pair-head__price--${direction}`}
            data-testid="pair-price"
          >
            <Amount kind="price" value={row.now_price} precision={row.price_precision} />
          </p>
        )}
        <ChangeBadge change={row.change} />
      </div>
      <dl className="market-pair-head__stats">
        <dt>{t('market.high')}</dt>
        <dd>
          <Amount value={row.high} precision={row.price_precision} />
        </dd>
        <dt>{t('market.low')}</dt>
        <dd>
          <Amount value={row.low} precision={row.price_precision} />
        </dd>
        <dt>{t('market.volume')}</dt>
        <dd>
          <Amount value={row.volume} compact />
        </dd>
      </dl>
    </section>
  );
}

/**
 * What the tabs under the chart show. No depth tab: an order book is shown only when a real
 * feed publishes one, with its source named (PRODUCT-RULES.md §0), and our feeds publish none.
 */
type PairTab = 'quote' | 'trades' | 'about';
const PAIR_TABS: readonly PairTab[] = ['quote', 'trades', 'about'];

function PairTabs({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PairTab>('quote');
  return (
    <>
      <SegmentedTabs
        ariaLabel={t('pair.tabs.label')}
        options={PAIR_TABS.map((key) => ({ value: key, label: t(`pair.tabs.${key}`) }))}
        value={tab}
        onChange={setTab}
      />
      <div role="tabpanel" aria-label={t(`pair.tabs.${tab}`)}>
        {tab === 'quote' ? <PairQuote row={row} /> : null}
        {tab === 'trades' ? <PairTrades row={row} /> : null}
        {tab === 'about' ? <PairAbout row={row} /> : null}
      </div>
    </>
  );
}

/**
 * One pair: live price, 24 h figures, favourite star, the candlestick chart, the platform quote,
 * its trades and the asset under it, and buttons to trade it (spot, futures) on the ticket.
 */
export function PairDetail({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<KlinePeriod>('15min');
  const quotations = useQuery(marketQueries.quotations());
  useLiveQuotations();
  const row = quotations.data?.find((q) => q.symbol === symbol.toUpperCase());

  let body;
  if (quotations.isPending) body = <DelayedLoading />;
  else if (quotations.isError)
    body = <ErrorState error={quotations.error} onRetry={() => void quotations.refetch()} />;
  else if (!row) body = <EmptyState title={t('market.unknownPair')} />;
  else
    body = (
      <>
        <FeedNotice rows={[row]} />
        <PairHeader row={row} />
        <PeriodButtons
          label={t('market.period.label')}
          periods={CHART_PERIODS.map((p) => ({
            period: p.period,
            label: t(`market.period.${p.key}`),
          }))}
          value={period}
          onChange={setPeriod}
        />
        <ErrorBoundary fallback={<ErrorState compact title={t('market.chartError')} />}>
          <PairChart row={row} period={period} />
        </ErrorBoundary>
        <PairTabs row={row} />
        <PairTradeBar row={row} />
      </>
    );

  return (
    <PageShell
      className="pair-page"
      title={row ? <PairName row={row} /> : symbol}
      right={
        row ? (
          <>
            <AlertBell row={row} />
            <FavouriteStar row={row} />
          </>
        ) : null
      }
    >
      {body}
    </PageShell>
  );
}
