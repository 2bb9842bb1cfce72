import type { LockupProductView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';
import { CategoryTag } from './category-tag';
import { LockupLines, useLockupFormat } from './lockup-lines';

/** A product's terms: daily rate and APR, lock period, minimum, penalty. Shared by list and buy. */
export function ProductTerms({ product }: { product: LockupProductView }) {
  const { t } = useTranslation();
  const f = useLockupFormat();
  return (
    <LockupLines
      testId={`lockup-terms-${product.id}`}
      rows={[
        {
          key: 'daily',
          label: t('lockup.dailyRate'),
          value: f.percent(product.daily_rate),
          className: 'is-strong',
        },
        { key: 'apr', label: t('lockup.apr'), value: f.percent(product.apr) },
        {
          key: 'days',
          label: t('lockup.lockDays'),
          value: t('lockup.days', { count: product.lock_days }),
        },
        {
          key: 'min',
          label: t('lockup.minAmount'),
          value: f.amount(product.min_amount, product.currency_name),
        },
        {
          key: 'penalty',
          label: t('lockup.penaltyRatio'),
          value: t('lockup.perRemainingDay', { rate: f.percent(product.penalty_ratio) }),
        },
      ]}
    />
  );
}

/** Where a product's yield comes from, in the operator's plain words. */
export function YieldSource({ product }: { product: LockupProductView }) {
  const { t } = useTranslation();
  return (
    <p className="lockup-source">
      <strong>{t('lockup.yieldSource')}</strong> {product.yield_source}
    </p>
  );
}

/** One product in the list: name, category, terms, where its yield comes from, the way to buy. */
export function ProductCard({ product }: { product: LockupProductView }) {
  const { t } = useTranslation();
  const titleId = `lockup-product-${product.id}`;
  return (
    <article className="card lockup-card" aria-labelledby={titleId} data-testid="lockup-product">
      <div className="lockup-card__head">
        <h2 id={titleId} className="lockup-card__title">
          {product.name}
        </h2>
        <CategoryTag category={product.category} />
      </div>
      <ProductTerms product={product} />
      <YieldSource product={product} />
      <PrimaryButton
        className="lockup-card__action"
        onClick={() => navigation.push(paths.lockmingBuy, { id: product.id })}
      >
        {t('lockup.lockUp')}
      </PrimaryButton>
    </article>
  );
}
