import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { CoinPickerSheet } from '../../../components/ui/coin-picker';
import { PagedList } from '../../../components/ui/paged-list';
import { BillRow } from '../../../features/wallet/components/record-rows';
import { CaretDownIcon } from '../../../features/wallet/components/wallet-icons';
import '../../../features/wallet/components/wallet.css';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import { useSessionState } from '../../../lib/use-session-state';

/** Every posting of every account, newest first, optionally of one coin. */
export function AssetsAllRecordPage() {
  const { t } = useTranslation();
  const [currency, setCurrency] = useSessionState<number | null>('fund.billCurrency', null);
  const [picking, setPicking] = useState(false);
  const currencies = useQuery(walletQueries.currencies());
  const bill = useInfiniteQuery(walletQueries.bill({ currency }));
  useLiveBalances();

  const coins = [
    { id: 0, name: t('fund.bill.allCoins') },
    ...(currencies.data ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      fullName: c.full_name,
      color: c.color,
      image: c.image,
    })),
  ];
  const chosenName = currencies.data?.find((c) => c.id === currency)?.name;

  return (
    <PageShell title={t('fund.bill.title')}>
      <div className="wallet-filter-bar">
        <button
          type="button"
          className={`filter-chip${currency ? ' is-active' : ''}`}
          onClick={() => setPicking(true)}
          data-testid="bill-currency-filter"
        >
          {chosenName ?? t('fund.bill.allCoins')}
          <CaretDownIcon />
        </button>
      </div>
      <PagedList
        query={bill}
        emptyTitle={t('fund.bill.empty')}
        renderRow={(row) => <BillRow row={row} />}
      />
      <CoinPickerSheet
        visible={picking}
        title={t('fund.bill.filterTitle')}
        onClose={() => setPicking(false)}
        coins={coins}
        selected={currency ?? 0}
        searchPlaceholder={t('fund.select.search')}
        onSelect={(coin) => setCurrency(coin.id === 0 ? null : coin.id)}
      />
    </PageShell>
  );
}
