import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { PagedList } from '../../../components/ui/paged-list';
import { DepositRow, WithdrawalRow } from '../../../features/wallet/components/record-rows';
import '../../../features/wallet/components/wallet.css';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';

type RecordTab = 'deposit' | 'withdraw';

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
  const [params, setParams] = useSearchParams();
  const tab: RecordTab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  useLiveBalances();
  return (
    <PageShell title={t('fund.records.title')}>
      <Tabs
        className="wallet-tabs sticky-bar"
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        <Tabs.Tab key="deposit" title={t('fund.records.deposits')} />
        <Tabs.Tab key="withdraw" title={t('fund.records.withdrawals')} />
      </Tabs>
      {tab === 'deposit' ? <Deposits /> : <Withdrawals />}
    </PageShell>
  );
}
