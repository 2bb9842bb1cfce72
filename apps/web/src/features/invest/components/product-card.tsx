import { formatDateTime, type InvestProductView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { formatAmount, formatPercentText } from '../../../components/ui/amount';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';
import { InvestLines } from './invest-lines';

/** An amount in its unit, grouped the way the language writes it; '—' without one. */
export function useInvestAmount() {
  return (value: string | null, unit: string, precision = 8) =>
    value === null ? '—' : `${formatAmount(value, { kind: 'amount', precision }) ?? value} ${unit}`;
}

/** APR as the one percent style: '0.12' → '12.00%'. */
export function aprText(apr: string): string {
  return formatPercentText(apr, { ratio: true, signed: false, precision: 2 }) ?? apr;
}

/** A product's terms: unit price, linked price, days, maturity, shares and progress. */
export function ProductTerms({ product }: { product: InvestProductView }) {
  const { t } = useTranslation();
  const amount = useInvestAmount();
  return (
    <>
      <InvestLines
        testId={`invest-terms-${product.id}`}
        rows={[
          {
            key: 'unit',
            label: t('invest.unitPrice'),
            value: amount(product.unit_price, product.invest_currency),
          },
          {
            key: 'linked',
            label: t('invest.linkedPrice'),
            value: amount(product.linked_price, 'USDT', 2),
            className: 'is-strong',
          },
          {
            key: 'days',
            label: t('invest.holdingDays'),
            value: t('invest.days', { count: product.days }),
          },
          {
            key: 'maturity',
            label: t('invest.maturity'),
            value: formatDateTime(product.settle_at),
          },
          {
            key: 'remaining',
            label: t('invest.remaining'),
            value: t('invest.shares', { count: product.remaining_shares }),
          },
        ]}
      />
      <div
        className="invest-progress"
        role="progressbar"
        aria-label={t('invest.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(product.progress)}
        aria-valuetext={`${product.progress}%`}
      >
        <div className="invest-progress__bar" style={{ width: `${product.progress}%` }} />
      </div>
    </>
  );
}

/** One product in the list: coin, type, APR, terms and the way to buy it. */
export function ProductCard({ product }: { product: InvestProductView }) {
  const { t } = useTranslation();
  const titleId = `invest-product-${product.id}`;
  return (
    <article className="card invest-card" aria-labelledby={titleId} data-testid="invest-product">
      <div className="invest-card__head">
        <h2 id={titleId} className="invest-card__title">
          {product.currency_name} · {t(product.type === 1 ? 'invest.typeUp' : 'invest.typeDown')}
        </h2>
        <div>
          <span className="invest-card__apr">{aprText(product.apr)}</span>{' '}
          <span className="invest-card__apr-label">{t('invest.apr')}</span>
        </div>
      </div>
      <ProductTerms product={product} />
      <PrimaryButton
        disabled={!product.buyable}
        onClick={() => navigation.push(`${paths.investPurchase}?id=${product.id}`)}
        aria-label={t('invest.buyNamed', {
          name: `${product.currency_name} ${aprText(product.apr)}`,
        })}
      >
        {product.buyable ? t('invest.buy') : t('invest.soldOut')}
      </PrimaryButton>
    </article>
  );
}
