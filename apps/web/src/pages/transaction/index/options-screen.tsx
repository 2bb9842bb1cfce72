import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { ErrorState } from '../../../components/ui/error-state';
import { IconButton } from '../../../components/ui/icon-button';
import { paths } from '../../../config/paths';
import { marketQueries } from '../../../features/market/api/market-queries';
import { FeedNotice, PairName } from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import { ActiveOrder } from '../../../features/options/components/active-order';
import { CurrentOrders } from '../../../features/options/components/current-orders';
import { DirectionButtons } from '../../../features/options/components/direction-buttons';
import { OrderSheet } from '../../../features/options/components/order-sheet';
import { CaretDownIcon, ListIcon } from '../../../features/options/components/options-icons';
import '../../../features/options/components/options.css';
import { useOptionsTicket } from '../../../features/options/hooks/use-options-ticket';
import { choosePair, optionPairs } from '../../../features/options/model/order-form';
import { navigation } from '../../../lib/navigation';
import { requireLogin } from '../../../lib/require-login';
import { OptionChart } from './option-chart';
import { PairSheet } from './pair-sheet';
import { PriceHead } from './price-head';

interface OptionsScreenProps {
  /** `?symbol=` as given (BTC/USDT, else the first option pair, when missing or not open). */
  symbol: string | null;
  /** Opens another pair. */
  onPickPair: (symbol: string) => void;
  /** Shown as a tab, with the tab bar (default), or full screen with a back arrow. */
  tab?: boolean;
  /** Above the screen's content: the trade tab's product switch. */
  top?: ReactNode;
}

/**
 * Seconds options on one pair with its live price and chart, Up and Down, the order ticket, the
 * running order's countdown and result, and the user's current orders: the trade tab's options
 * product. A visitor sees all of it; placing asks to log in.
 */
export function OptionsScreen({ symbol, onPickPair, tab = true, top }: OptionsScreenProps) {
  const { t } = useTranslation();
  const [pairSheet, setPairSheet] = useState(false);
  const quotations = useQuery(marketQueries.quotations());
  useLiveQuotations();
  const pairs = optionPairs(quotations.data);
  const pair = choosePair(pairs, symbol);
  const ticket = useOptionsTicket(pair);
  const viewAll = () => (ticket.loggedIn ? navigation.push(paths.secondsOrder) : requireLogin());

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
          <OptionChart key={pair.symbol} pair={pair} />
        </ErrorBoundary>
        <DirectionButtons bestRatio={ticket.summary.bestRatio} onOpen={ticket.open} />
        {ticket.activeId !== null ? (
          <ActiveOrder
            key={ticket.activeId}
            id={ticket.activeId}
            quotations={quotations.data}
            onDismiss={ticket.dismissActive}
            onViewAll={() => navigation.push(paths.secondsOrder, { tab: 'history' })}
          />
        ) : null}
        <CurrentOrders
          quotations={quotations.data}
          onViewAll={viewAll}
          onLogin={() => navigation.push(paths.login)}
        />
        <OrderSheet
          pair={pair}
          ticket={ticket}
          onTransfer={(currencyId) => {
            ticket.close();
            navigation.push(paths.transfer, { from: 'change', to: 'micro', currency: currencyId });
          }}
        />
        <PairSheet
          visible={pairSheet}
          pairs={pairs}
          current={pair.symbol}
          onPick={onPickPair}
          onClose={() => setPairSheet(false)}
        />
      </>
    );

  return (
    <PageShell
      tab={tab}
      className="opt-page"
      title={
        pair ? (
          <button
            type="button"
            className="opt-pair-switch"
            data-testid="options-pair"
            onClick={() => setPairSheet(true)}
          >
            <PairName row={pair} />
            {/* The action after the pair, so the name starts with what is shown (WCAG 2.5.3). */}
            <span className="visually-hidden">{t('options.choosePair')}</span>
            <CaretDownIcon />
          </button>
        ) : (
          t('options.title')
        )
      }
      right={
        <IconButton label={t('options.current.all')} onClick={viewAll}>
          <ListIcon fontSize={22} />
        </IconButton>
      }
    >
      {top}
      {body}
    </PageShell>
  );
}
