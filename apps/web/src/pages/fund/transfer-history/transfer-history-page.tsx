import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { ParamTabs, useTabParam } from '../../../components/ui/param-tabs';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { PagedList } from '../../../components/ui/paged-list';
import { ConversionRow, TransferRow } from '../../../features/wallet/components/record-rows';
import '../../../features/wallet/components/wallet.css';

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
  const tab = useTabParam(['transfers', 'conversions']);
  return (
    <PageShell title={t('fund.transfer.history')}>
      <ParamTabs
        className="wallet-tabs sticky-bar"
        tabs={[
          { key: 'transfers', title: t('fund.transfer.historyTab') },
          { key: 'conversions', title: t('fund.convert.historyTab') },
        ]}
        active={tab}
      />
      {tab === 'transfers' ? <Transfers /> : <Conversions />}
    </PageShell>
  );
}
