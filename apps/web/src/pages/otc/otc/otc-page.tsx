import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OtcOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowsSkeleton } from '../../../components/ui/paged-list';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryError, QueryFallback } from '../../../components/ui/query-fallback';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { paths } from '../../../config/paths';
import {
  AdList,
  CoinFiatChips,
  MerchantPanel,
  OrderCard,
  otcQueries,
  QuickBuy,
  useOtcFormat,
} from '../../../features/otc';
import '../../../features/otc/components/otc.css';
import { navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';

const TABS = ['quick', 'buy', 'sell', 'orders', 'merchant'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (value: string | null): Tab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'quick';

function MyOrders({ owner, onOpen }: { owner: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const f = useOtcFormat();
  const query = useQuery(otcQueries.orders(owner));
  if (query.isPending) return <RowsSkeleton rows={3} />;
  if (query.isError) return <QueryError query={query} />;
  if (query.data.data.length === 0)
    return <EmptyState compact title={t('otc.noOrders')} description={t('otc.noOrdersText')} />;
  return (
    <ul className="otc-list" data-testid="otc-orders">
      {query.data.data.map((o) => (
        <li key={o.id}>
          <button
            type="button"
            className="card otc-card otc-order-row"
            onClick={() => onOpen(o.id)}
          >
            <span>
              {t(o.role === 'buyer' ? 'otc.orderBuy' : 'otc.orderSell', { coin: o.coin, id: o.id })}
            </span>
            <span>
              {f.coin(o.quantity, o.coin)} · {f.fiat(o.total, o.fiat)} ·{' '}
              {t(`otc.state.${o.status}`)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function OrderScreen({ owner, id }: { owner: number; id: number }) {
  const query = useQuery(otcQueries.order(owner, id));
  if (!query.data) return <QueryFallback query={query} />;
  return <OrderCard order={query.data} />;
}

/**
 * OTC / P2P trading (SPEC.md §2 `/pages/otc/otc`, home tiles "OTC" and "Quick buy"; issue #19
 * items 1 and 2): quick buy, the market's ads to buy from and sell to, one's orders (`?order=`
 * opens one with its countdown and steps) and the merchant's side. Coins are held in escrow from
 * the order's opening until the seller releases them or an operator decides an appeal.
 */
export function OtcPage() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();
  const owner = user?.id ?? 0;
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const orderId = Number(params.get('order') ?? '') || null;
  const [coin, setCoin] = useState<string>(params.get('coin') ?? 'USDT');
  const [fiat, setFiat] = useState<string>(params.get('fiat') ?? 'CNY');
  const setTab = (next: Tab) => setParams({ tab: next }, { replace: true });
  const showOrder = (order: Pick<OtcOrderView, 'id'>) => setParams({ order: String(order.id) });
  const logIn = () => navigation.push(paths.login);

  let body;
  if (orderId !== null && isLoggedIn) body = <OrderScreen owner={owner} id={orderId} />;
  else if (tab === 'buy' || tab === 'sell')
    body = (
      <AdList
        filter={{ side: tab === 'buy' ? 'sell' : 'buy', coin, fiat }}
        loggedIn={isLoggedIn}
        onLogin={logIn}
        onOpened={showOrder}
      />
    );
  else if (!isLoggedIn) body = <PrimaryButton onClick={logIn}>{t('otc.logIn')}</PrimaryButton>;
  else if (tab === 'quick') body = <QuickBuy coin={coin} fiat={fiat} onOpened={showOrder} />;
  else if (tab === 'orders') body = <MyOrders owner={owner} onOpen={(id) => showOrder({ id })} />;
  else body = <MerchantPanel owner={owner} />;

  const marketTab = orderId === null && (tab === 'quick' || tab === 'buy' || tab === 'sell');
  return (
    <PageShell title={t('otc.title')}>
      <div className="otc-page">
        <p className="otc-text">{t('otc.intro')}</p>
        <SegmentedTabs<Tab>
          ariaLabel={t('otc.title')}
          options={TABS.map((value) => ({ value, label: t(`otc.tab.${value}`) }))}
          value={tab}
          onChange={setTab}
        />
        {marketTab ? (
          <div className="otc-filters">
            <CoinFiatChips
              idPrefix="otc"
              coin={coin}
              fiat={fiat}
              onCoin={setCoin}
              onFiat={setFiat}
            />
          </div>
        ) : null}
        {body}
      </div>
    </PageShell>
  );
}
