import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_TYPES,
  USDT_CURRENCY_ID,
  type LoanConfigView,
  type LoanSocketEvent,
  type LoanView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList, RowsSkeleton } from '../../../components/ui/paged-list';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryError, QueryFallback } from '../../../components/ui/query-fallback';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { paths } from '../../../config/paths';
import {
  BorrowForm,
  ClosedLoanCard,
  LoanCard,
  loanQueries,
  useLiveLoans,
  useLoanFormat,
  type LoanEnv,
} from '../../../features/loans';
import '../../../features/loans/components/loans.css';
import { marketQueries, useLiveQuotations } from '../../../features/market';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import { navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';

const TABS = ['borrow', 'loans', 'history'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (value: string | null): Tab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'borrow';

/** What loans are, in a few lines: the pool, the rates per coin and the three levels. */
function Intro({ config }: { config: LoanConfigView }) {
  const { t } = useTranslation();
  const f = useLoanFormat();
  return (
    <section className="card loan-card" aria-labelledby="loan-intro-title">
      <h2 id="loan-intro-title" className="loan-card__title">
        {t('loans.introTitle')}
      </h2>
      <p className="loan-text">{t('loans.intro')}</p>
      <ul className="loan-rates" data-testid="loan-rates">
        {config.collaterals.map((c) => (
          <li key={c.currency_id}>
            {t('loans.rateLine', { coin: c.currency, apr: f.percent(c.apr) })}
          </li>
        ))}
      </ul>
      <p className="loan-text" data-testid="loan-pool">
        {t('loans.poolLine', { available: f.usdt(config.pool.available) })}
      </p>
    </section>
  );
}

/** The live price of each pair and the exchange account's balances, for the loan screens. */
function useLoanEnv(config: LoanConfigView | undefined, loggedIn: boolean): LoanEnv {
  const queryClient = useQueryClient();
  const quotations = useQuery(marketQueries.quotations());
  const coins = [USDT_CURRENCY_ID, ...(config?.collaterals.map((c) => c.currency_id) ?? [])];
  const balances = useQueries({
    queries: coins.map((id) => ({
      ...walletQueries.detail(id, ACCOUNT_TYPES.change),
      enabled: loggedIn,
    })),
  });
  const available = new Map(coins.map((id, i) => [id, balances[i]?.data?.available ?? null]));
  const prices = new Map((quotations.data ?? []).map((q) => [q.symbol, q.now_price]));
  const onMoneyMoved = useCallback(
    () => queryClient.invalidateQueries({ queryKey: walletQueries.all() }),
    [queryClient],
  );
  return {
    priceOf: (symbol) => prices.get(symbol) ?? null,
    availableOf: (id) => available.get(id) ?? null,
    onMoneyMoved,
  };
}

function OpenLoans({
  owner,
  config,
  env,
}: {
  owner: number;
  config: LoanConfigView;
  env: LoanEnv;
}) {
  const { t } = useTranslation();
  const query = useQuery(loanQueries.open(owner));
  if (query.isPending) return <RowsSkeleton rows={2} />;
  if (query.isError) return <QueryError query={query} />;
  if (query.data.data.length === 0)
    return <EmptyState compact title={t('loans.noLoans')} description={t('loans.noLoansText')} />;
  return (
    <div className="loan-list">
      {query.data.data.map((loan) => (
        <LoanCard
          key={loan.id}
          loan={loan}
          coin={config.collaterals.find((c) => c.currency_id === loan.currency_id)}
          owner={owner}
          env={env}
        />
      ))}
    </div>
  );
}

function ClosedLoans({ owner, config }: { owner: number; config: LoanConfigView }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(loanQueries.closed(owner));
  return (
    <PagedList<LoanView>
      query={query}
      emptyTitle={t('loans.noHistory')}
      renderRow={(loan) => (
        <ClosedLoanCard
          loan={loan}
          coin={config.collaterals.find((c) => c.currency_id === loan.currency_id)}
          owner={owner}
        />
      )}
    />
  );
}

/**
 * Crypto loans (SPEC.md §2 `/pages/common/borrowing`, the home tile "Borrowing"; issue #19 item
 * 3): borrow USDT against BTC or ETH from the exchange account, with the LTV live and the prices
 * at which the platform tells and liquidates shown before confirming; the loans with repay, add
 * and withdraw collateral; closed loans with the tick that liquidated them. Visitors see the
 * terms and are asked to log in.
 */
export function BorrowingPage() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();
  const owner = user?.id ?? 0;
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const config = useQuery(loanQueries.config());
  const env = useLoanEnv(config.data, isLoggedIn);
  useLiveQuotations();
  useLiveBalances(isLoggedIn);
  const onLoanEvent = useCallback(
    (event: LoanSocketEvent) =>
      showToast(
        t(event.kind === 'margin_call' ? 'loans.marginCallToast' : 'loans.liquidatedToast'),
      ),
    [t],
  );
  useLiveLoans(isLoggedIn ? owner : null, onLoanEvent);
  const setTab = useMemo(
    () => (next: Tab) => setParams({ tab: next }, { replace: true }),
    [setParams],
  );

  let body;
  if (!config.data) body = <QueryFallback query={config} />;
  else if (!isLoggedIn)
    body = (
      <PrimaryButton onClick={() => navigation.push(paths.login)}>{t('loans.logIn')}</PrimaryButton>
    );
  else if (tab === 'borrow')
    body = <BorrowForm config={config.data} env={env} onBorrowed={() => setTab('loans')} />;
  else if (tab === 'loans') body = <OpenLoans owner={owner} config={config.data} env={env} />;
  else body = <ClosedLoans owner={owner} config={config.data} />;

  return (
    <PageShell title={t('loans.title')}>
      <div className="loan-page">
        {config.data && (tab === 'borrow' || !isLoggedIn) ? <Intro config={config.data} /> : null}
        {isLoggedIn ? (
          <SegmentedTabs<Tab>
            ariaLabel={t('loans.title')}
            options={[
              { value: 'borrow', label: t('loans.tab.borrow') },
              { value: 'loans', label: t('loans.tab.loans') },
              { value: 'history', label: t('loans.tab.history') },
            ]}
            value={tab}
            onChange={setTab}
          />
        ) : null}
        {body}
      </div>
    </PageShell>
  );
}
