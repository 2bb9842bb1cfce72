import Button from 'antd-mobile/es/components/button';
import type { EarnProduct, EarnProductSummary } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { paths, type AppPath } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';
import { AmountLines } from './earn-holdings';

/** Where each product's list and the user's own orders are. */
export const PRODUCT_PAGES: Record<EarnProduct, { list: AppPath; mine: AppPath }> = {
  invest: { list: paths.invest, mine: paths.investMine },
  lockup: { list: paths.lockming, mine: paths.lockmingOrder },
  ieo: { list: paths.ieo, mine: paths.ieoOrder },
};

/**
 * One earn product on the finance tab: what it is, what happens at maturity and on early exit,
 * the user's stake in it, and the way to its products and to the user's orders.
 */
export function ProductCard({
  product,
  summary,
  loggedIn,
}: {
  product: EarnProduct;
  summary?: EarnProductSummary;
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const pages = PRODUCT_PAGES[product];
  const titleId = `finance-${product}-title`;
  return (
    <li className="card finance-product" aria-labelledby={titleId}>
      <h3 id={titleId} className="finance-product__title">
        {t(`finance.product.${product}.title`)}
      </h3>
      <p className="finance-product__text">{t(`finance.product.${product}.text`)}</p>
      <p className="finance-product__rule">{t(`finance.product.${product}.rule`)}</p>
      {summary && summary.active > 0 ? (
        <p className="finance-product__mine" data-testid={`finance-${product}-mine`}>
          <span>{t('finance.youHold', { count: summary.active })}</span>
          <AmountLines amounts={summary.held} />
        </p>
      ) : null}
      <div className="finance-product__actions">
        <Button color="primary" shape="rounded" onClick={() => navigation.push(pages.list)}>
          {t('finance.viewProducts')}
        </Button>
        {loggedIn ? (
          <Button shape="rounded" onClick={() => navigation.push(pages.mine)}>
            {t('finance.myOrders')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
