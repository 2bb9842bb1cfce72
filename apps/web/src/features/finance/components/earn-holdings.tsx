import type { EarnAmount, FinanceSummaryView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryError, type FallibleQuery } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';
import { earnTotals } from '../model/earn-totals';

/** Amounts of several currencies, one per line; a dash when there are none. */
export function AmountLines({ amounts, signed }: { amounts: EarnAmount[]; signed?: boolean }) {
  if (amounts.length === 0) return <span className="finance-amounts">–</span>;
  return (
    <span className="finance-amounts">
      {amounts.map(({ currency, amount }) => (
        <span key={currency}>
          <Amount value={amount} kind="amount" signed={signed} suffix={currency} />
        </span>
      ))}
    </span>
  );
}

/**
 * "My earn": what the user holds in all earn products and what they have paid, per currency
 * (never converted), with the count of running orders.
 */
export function EarnHoldings({
  query,
}: {
  query: FallibleQuery & { data?: FinanceSummaryView; isPending: boolean };
}) {
  const { t } = useTranslation();
  if (query.isError) return <QueryError query={query} compact />;
  const totals = query.data ? earnTotals(query.data.products) : null;
  return (
    <section className="card finance-holdings" aria-labelledby="finance-holdings-title">
      <h2 id="finance-holdings-title" className="finance-holdings__title">
        {t('finance.mine')}
      </h2>
      <dl className="finance-holdings__figures" aria-busy={totals === null}>
        <div>
          <dt>{t('finance.held')}</dt>
          <dd data-testid="finance-held">{totals ? <AmountLines amounts={totals.held} /> : ''}</dd>
        </div>
        <div>
          <dt>{t('finance.earned')}</dt>
          <dd data-testid="finance-earned">
            {totals ? <AmountLines amounts={totals.earned} signed /> : ''}
          </dd>
        </div>
        <div>
          <dt>{t('finance.active')}</dt>
          <dd data-testid="finance-active">{totals ? totals.active : ''}</dd>
        </div>
      </dl>
    </section>
  );
}

/** A visitor sees the products and is asked to log in for their own figures. */
export function EarnLoginPrompt() {
  const { t } = useTranslation();
  return (
    <section className="card finance-holdings">
      <h2 className="finance-holdings__title">{t('finance.mine')}</h2>
      <p className="finance-holdings__note">{t('finance.logInToSee')}</p>
      <PrimaryButton inline size="small" onClick={() => navigation.push(paths.login)}>
        {t('finance.logIn')}
      </PrimaryButton>
    </section>
  );
}
