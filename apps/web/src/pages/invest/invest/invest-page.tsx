import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InvestType } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { IconButton } from '../../../components/ui/icon-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { paths } from '../../../config/paths';
import { investQueries } from '../../../features/invest/api/invest-queries';
import { ProductCard } from '../../../features/invest/components/product-card';
import '../../../features/invest/components/invest.css';
import { RecordsIcon } from '../../../features/wallet/components/wallet-icons';
import { navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';

/**
 * Invest (dual) products (SPEC.md "Invest"): coin tabs, sell high (up) or buy low (down), each
 * product's APR, linked price, holding days, maturity, shares left and progress.
 */
export function InvestPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const [coin, setCoin] = useState('0');
  const [type, setType] = useState<`${InvestType}`>('1');
  const all = useQuery(investQueries.products());
  const coins = [...new Map((all.data ?? []).map((p) => [String(p.currency_id), p.currency_name]))];
  const products = useQuery(
    investQueries.products({
      ...(coin !== '0' ? { currencyId: Number(coin) } : {}),
      type: Number(type) as InvestType,
    }),
  );
  let body;
  if (!products.data) body = <QueryFallback query={products} />;
  else if (products.data.length === 0)
    body = <EmptyState title={t('invest.empty')} description={t('invest.emptyText')} />;
  else body = products.data.map((p) => <ProductCard key={p.id} product={p} />);
  return (
    <PageShell
      title={t('invest.title')}
      right={
        isLoggedIn ? (
          <IconButton
            label={t('invest.myOrders')}
            onClick={() => navigation.push(paths.investMine)}
          >
            <RecordsIcon />
          </IconButton>
        ) : undefined
      }
    >
      <div className="invest-page">
        <p className="invest-text">{t('invest.intro')} </p>
        <div className="invest-links">
          <button type="button" onClick={() => navigation.push(paths.investHelp)}>
            {t('invest.howItWorks')}
          </button>
        </div>
        <div className="invest-filters">
          <SegmentedTabs
            ariaLabel={t('invest.coin')}
            value={coin}
            onChange={setCoin}
            options={[
              { value: '0', label: t('invest.allCoins') },
              ...coins.map(([id, name]) => ({ value: id, label: name })),
            ]}
          />
          <SegmentedTabs
            ariaLabel={t('invest.type')}
            value={type}
            onChange={setType}
            options={[
              { value: '1', label: t('invest.typeUp') },
              { value: '2', label: t('invest.typeDown') },
            ]}
          />
          <p className="invest-text">
            {t(type === '1' ? 'invest.typeUpText' : 'invest.typeDownText')}
          </p>
        </div>
        {body}
      </div>
    </PageShell>
  );
}
