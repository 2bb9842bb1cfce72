import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { ParamTabs, useTabParam } from '../../../components/ui/param-tabs';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { PagedList } from '../../../components/ui/paged-list';
import { DepositRow, WithdrawalRow } from '../../../features/wallet/components/record-rows';
import '../../../features/wallet/components/wallet.css';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';

function Deposits() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(walletQueries.deposits());
  return (
    <PagedList
      query={query}
      emptyTitle={t('fund.records.noDeposits')}
      renderRow={(row) => <DepositRow row={row} />}
    />
  );
}

function Withdrawals() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(walletQueries.withdrawals());
  return (
    <PagedList
      query={query}
      emptyTitle={t('fund.records.noWithdrawals')}
      renderRow={(row) => <WithdrawalRow row={row} />}
    />
  );
}

/** Deposit requests and withdrawals, each with its state; an operator's decision shows live. */
export function ReceiveWithdrawRecordPage() {
  const { t } = useTranslation();
  const tab = useTabParam(['deposit', 'withdraw']);
  useLiveBalances();
  return (
    <PageShell title={t('fund.records.title')}>
      <ParamTabs
        className="wallet-tabs sticky-bar"
        tabs={[
          { key: 'deposit', title: t('fund.records.deposits') },
          { key: 'withdraw', title: t('fund.records.withdrawals') },
        ]}
        active={tab}
      />
      {tab === 'deposit' ? <Deposits /> : <Withdrawals />}
    </PageShell>
  );
}
