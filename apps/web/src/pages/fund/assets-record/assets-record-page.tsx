import { useEffect } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPES, type AccountType } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { Amount } from '../../../components/ui/amount';
import { DetailList } from '../../../components/ui/detail-list';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import { CoinBadge } from '../../../components/ui/coin-badge';
import { PagedList } from '../../../components/ui/paged-list';
import { BillRow } from '../../../features/wallet/components/record-rows';
import '../../../features/wallet/components/wallet.css';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import { accountLabelKey, parseAccountType } from '../../../features/wallet/model/wallet-summary';
import { navigation } from '../../../lib/navigation';
import { idParam } from '../../../lib/search-params';

function BalanceHeader({ currency, type }: { currency: number; type: AccountType }) {
  const { t } = useTranslation();
  const detail = useQuery(walletQueries.detail(currency, type));
  if (detail.isPending) {
    return (
      <section className="card wallet-balance-header" aria-hidden="true">
        <Skeleton.Paragraph lineCount={3} animated />
      </section>
    );
  }
  if (detail.isError) {
    return <ErrorState compact error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const view = detail.data;
  // Deposits land in, and withdrawals leave from, the exchange account (PRODUCT-RULES.md §1).
  const isFundsAccount = type === ACCOUNT_TYPES.change;
  return (
    <section className="card wallet-balance-header">
      <div className="wallet-balance-header__coin">
        <CoinBadge name={view.currency_name} color={view.color} image={view.image} size={36} />
        <div>
          <h2>{view.currency_name}</h2>
          <p>{t(accountLabelKey(type))}</p>
        </div>
      </div>
      <p className="wallet-balance-header__label">{t('fund.assets.balance')}</p>
      <p className="wallet-balance-header__value">
        <CoinAmount value={view.balance} />
      </p>
      <p className="wallet-balance-header__fiat">
        ≈ {view.usdt_value === null ? '--' : <Amount value={view.usdt_value} fiat grouped />}
      </p>
      <DetailList
        className="wallet-balance-header__grid"
        rows={[
          {
            key: 'available',
            label: t('fund.assets.available'),
            value: <CoinAmount value={view.available} />,
          },
          {
            key: 'frozen',
            label: t('fund.assets.frozen'),
            value: <CoinAmount value={view.frozen} />,
          },
          {
            key: 'locked',
            label: t('fund.assets.locked'),
            value: <CoinAmount value={view.locked} />,
          },
        ]}
      />
      <div className="wallet-balance-header__actions">
        {isFundsAccount ? (
          <>
            <Button
              size="small"
              color="primary"
              onClick={() => navigation.push(paths.receive, { currency })}
            >
              {t('fund.actions.deposit')}
            </Button>
            <Button size="small" onClick={() => navigation.push(paths.withdraw, { currency })}>
              {t('fund.actions.withdraw')}
            </Button>
          </>
        ) : null}
        <Button
          size="small"
          onClick={() => navigation.push(paths.transfer, { currency, from: type })}
        >
          {t('fund.actions.transfer')}
        </Button>
      </div>
    </section>
  );
}

function Bill({ currency, type }: { currency: number; type: AccountType }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(walletQueries.bill({ currency, type }));
  return (
    <PagedList
      query={query}
      emptyTitle={t('fund.bill.empty')}
      renderRow={(row) => <BillRow row={row} showAccount={false} />}
    />
  );
}

/** One coin in one account: its balance and every posting that moved it. */
export function AssetsRecordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const currency = idParam(params.get('currency'));
  const type = parseAccountType(params.get('type')) ?? ACCOUNT_TYPES.change;
  useLiveBalances(currency !== null);

  useEffect(() => {
    if (currency === null) navigation.replace(paths.assetsAllRecord);
  }, [currency]);

  return (
    <PageShell title={t('fund.bill.coinTitle')}>
      {currency === null ? null : (
        <>
          <BalanceHeader currency={currency} type={type} />
          <h2 className="section-title wallet-section-title">{t('fund.bill.history')}</h2>
          <Bill currency={currency} type={type} />
        </>
      )}
    </PageShell>
  );
}
