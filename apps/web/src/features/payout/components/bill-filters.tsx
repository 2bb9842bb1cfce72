import { useState } from 'react';
import CheckList from 'antd-mobile/es/components/check-list';
import { useTranslation } from 'react-i18next';
import type { AccountType, UserCurrencyView } from '@meridian/contract';

import { accountKeyOf, BILL_ACCOUNTS, type BillFilter } from '../model/bill';
import { CoinSheet } from './coin-sheet';
import { ChevronDownIcon } from './payout-icons';
import './payout.css';
import { BottomSheet } from '../../../components/ui/bottom-sheet';

interface BillFiltersProps {
  filter: BillFilter;
  coins: readonly UserCurrencyView[];
  onChange: (filter: BillFilter) => void;
}

const ALL = 'all';

/** The bill's two filters, coin and account, each a button opening a bottom sheet. */
export function BillFilters({ filter, coins, onChange }: BillFiltersProps) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<'coin' | 'account' | null>(null);
  const coin = coins.find((c) => c.id === filter.currency);
  const accountLabel = (type: AccountType) => t(`bill.account.${accountKeyOf(type)}`);

  return (
    <div className="payout-bill-filters sticky-bar" role="toolbar">
      <button
        type="button"
        className={`filter-chip${filter.currency !== null ? ' is-active' : ''}`}
        onClick={() => setSheet('coin')}
        data-testid="bill-filter-coin"
      >
        <span>{coin ? coin.name : t('bill.allCoins')}</span>
        <ChevronDownIcon />
      </button>
      <button
        type="button"
        className={`filter-chip${filter.type !== null ? ' is-active' : ''}`}
        onClick={() => setSheet('account')}
        data-testid="bill-filter-account"
      >
        <span>{filter.type !== null ? accountLabel(filter.type) : t('bill.allAccounts')}</span>
        <ChevronDownIcon />
      </button>

      <CoinSheet
        visible={sheet === 'coin'}
        title={t('bill.coin')}
        coins={coins}
        value={filter.currency}
        allLabel={t('bill.allCoins')}
        onSelect={(currency) => onChange({ ...filter, currency })}
        onClose={() => setSheet(null)}
      />
      <BottomSheet
        visible={sheet === 'account'}
        onClose={() => setSheet(null)}
        title={t('bill.accountFilter')}
        destroyOnClose
      >
        <CheckList
          value={[filter.type === null ? ALL : String(filter.type)]}
          onChange={(next) => {
            const picked = next[0];
            if (picked !== undefined)
              onChange({
                ...filter,
                type: picked === ALL ? null : (Number(picked) as AccountType),
              });
            setSheet(null);
          }}
        >
          <CheckList.Item value={ALL}>{t('bill.allAccounts')}</CheckList.Item>
          {BILL_ACCOUNTS.map((type) => (
            <CheckList.Item key={type} value={String(type)}>
              {accountLabel(type)}
            </CheckList.Item>
          ))}
        </CheckList>
      </BottomSheet>
    </div>
  );
}
