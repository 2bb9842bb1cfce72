import Tabs from 'antd-mobile/es/components/tabs';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { PagedList } from '../../../components/ui/paged-list';
import { ConversionRow, TransferRow } from '../../../features/wallet/components/record-rows';
import '../../../features/wallet/components/wallet.css';

type HistoryTab = 'transfers' | 'conversions';

function Transfers() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(walletQueries.transfers());
  return (
    <PagedList
      query={query}
      emptyTitle={t('fund.transfer.noHistory')}
      renderRow={(row) => <TransferRow row={row} />}
    />
  );
}

function Conversions() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(walletQueries.conversions());
  // A conversion names its coins by id; the coin lists name them.
  const convertible = useQuery(walletQueries.convertible());
  const currencies = useQuery(walletQueries.currencies());
  const nameOf = (id: number) =>
    convertible.data?.find((c) => c.currency_id === id)?.currency_name ??
    currencies.data?.find((c) => c.id === id)?.name ??
    `#${id}`;
  return (
    <PagedList
      query={query}
      emptyTitle={t('fund.convert.noHistory')}
      renderRow={(row) => <ConversionRow row={row} nameOf={nameOf} />}
    />
  );
}

/** Transfers between the user's accounts and, in the second tab, coin conversions. */
export function TransferHistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: HistoryTab = params.get('tab') === 'conversions' ? 'conversions' : 'transfers';
  return (
    <PageShell title={t('fund.transfer.history')}>
      <Tabs
        className="wallet-tabs sticky-bar"
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        <Tabs.Tab key="transfers" title={t('fund.transfer.historyTab')} />
        <Tabs.Tab key="conversions" title={t('fund.convert.historyTab')} />
      </Tabs>
      {tab === 'transfers' ? <Transfers /> : <Conversions />}
    </PageShell>
  );
}
