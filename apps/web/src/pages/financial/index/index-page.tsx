import { EARN_PRODUCTS } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { financeQueries } from '../../../features/finance/api/finance-queries';
import { EarnHoldings, EarnLoginPrompt } from '../../../features/finance/components/earn-holdings';
import { ProductCard } from '../../../features/finance/components/product-card';
import { useSession } from '../../../lib/session';
import '../../../features/finance/components/finance.css';

/**
 * The finance tab (issue #17): the user's earn totals, then each product (invest, lock-up
 * mining, IEO) with its rules in plain words and the way to its screens.
 */
export function FinancePage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const summary = useQuery({ ...financeQueries.summary(), enabled: isLoggedIn });
  const byProduct = new Map(summary.data?.products.map((p) => [p.product, p]));
  return (
    <PageShell tab title={t('tabs.finance')}>
      <div className="finance-page">
        {isLoggedIn ? <EarnHoldings query={summary} /> : <EarnLoginPrompt />}
        <h2 className="section-title">{t('finance.products')}</h2>
        <ul className="finance-products">
          {EARN_PRODUCTS.map((product) => (
            <ProductCard
              key={product}
              product={product}
              summary={byProduct.get(product)}
              loggedIn={isLoggedIn}
            />
          ))}
        </ul>
      </div>
    </PageShell>
  );
}
