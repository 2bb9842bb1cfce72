import { useState } from 'react';
import CheckList from 'antd-mobile/es/components/check-list';
import { useTranslation } from 'react-i18next';
import type { AccountType, UserCurrencyView } from '@meridian/contract';

import {
  accountKeyOf,
  BILL_ACCOUNTS,
  BILL_KINDS,
  type BillFilter,
  type BillKind,
} from '../model/bill';
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

/** A filter chip: the current choice, opening its sheet. */
function FilterChip(props: { active: boolean; label: string; testId: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={`filter-chip${props.active ? ' is-active' : ''}`}
      onClick={props.onOpen}
      data-testid={props.testId}
    >
      <span>{props.label}</span>
      <ChevronDownIcon />
    </button>
  );
}

/** One value of a list in a bottom sheet, "all" first; picking closes the sheet. */
function ListSheet<T extends string | number>(props: {
  visible: boolean;
  title: string;
  allLabel: string;
  value: T | null;
  options: readonly T[];
  labelOf: (value: T) => string;
  parse: (picked: string) => T;
  onPick: (value: T | null) => void;
  onClose: () => void;
}) {
  return (
    <BottomSheet visible={props.visible} onClose={props.onClose} title={props.title} destroyOnClose>
      <CheckList
        value={[props.value === null ? ALL : String(props.value)]}
        onChange={(next) => {
          const picked = next[0];
          if (picked !== undefined)
            props.onPick(picked === ALL ? null : props.parse(String(picked)));
          props.onClose();
        }}
      >
        <CheckList.Item value={ALL}>{props.allLabel}</CheckList.Item>
        {props.options.map((option) => (
          <CheckList.Item key={option} value={String(option)}>
            {props.labelOf(option)}
          </CheckList.Item>
        ))}
      </CheckList>
    </BottomSheet>
  );
}

/** The bill's three filters, coin, account and kind, each a chip opening a bottom sheet. */
export function BillFilters({ filter, coins, onChange }: BillFiltersProps) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<'coin' | 'account' | 'kind' | null>(null);
  const coin = coins.find((c) => c.id === filter.currency);
  const accountLabel = (type: AccountType) => t(`bill.account.${accountKeyOf(type)}`);
  const kindLabel = (kind: BillKind) => t(`bill.kind.${kind}`);
  const close = () => setSheet(null);

  return (
    <div className="payout-bill-filters sticky-bar" role="toolbar" aria-label={t('bill.filters')}>
      <FilterChip
        active={filter.currency !== null}
        label={coin ? coin.name : t('bill.allCoins')}
        testId="bill-filter-coin"
        onOpen={() => setSheet('coin')}
      />
      <FilterChip
        active={filter.type !== null}
        label={filter.type !== null ? accountLabel(filter.type) : t('bill.allAccounts')}
        testId="bill-filter-account"
        onOpen={() => setSheet('account')}
      />
      <FilterChip
        active={filter.kind !== null}
        label={filter.kind !== null ? kindLabel(filter.kind) : t('bill.allKinds')}
        testId="bill-filter-kind"
        onOpen={() => setSheet('kind')}
      />

      <CoinSheet
        visible={sheet === 'coin'}
        title={t('bill.coin')}
        coins={coins}
        value={filter.currency}
        allLabel={t('bill.allCoins')}
        onSelect={(currency) => onChange({ ...filter, currency })}
        onClose={close}
      />
      <ListSheet<AccountType>
        visible={sheet === 'account'}
        title={t('bill.accountFilter')}
        allLabel={t('bill.allAccounts')}
        value={filter.type}
        options={BILL_ACCOUNTS}
        labelOf={accountLabel}
        parse={(picked) => Number(picked) as AccountType}
        onPick={(type) => onChange({ ...filter, type })}
        onClose={close}
      />
      <ListSheet<BillKind>
        visible={sheet === 'kind'}
        title={t('bill.kindFilter')}
        allLabel={t('bill.allKinds')}
        value={filter.kind}
        options={BILL_KINDS}
        labelOf={kindLabel}
        parse={(picked) => picked as BillKind}
        onPick={(kind) => onChange({ ...filter, kind })}
        onClose={close}
      />
    </div>
  );
}
