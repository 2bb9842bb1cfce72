import { useState, type ReactNode } from 'react';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useTranslation } from 'react-i18next';

import { BottomSheet } from './bottom-sheet';
import { CoinBadge } from './coin-badge';
import { CheckIcon } from './icons';

export interface CoinOption {
  id: number;
  name: string;
  fullName?: string | null;
  color?: string | null;
  image?: string | null;
  /** Right-hand detail, e.g. the available balance. */
  extra?: ReactNode;
}

/** Filters coins by name or full name, case-insensitively. */
export function filterCoins<T extends Pick<CoinOption, 'name' | 'fullName'>>(
  coins: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...coins];
  return coins.filter(
    (c) =>
      c.name.toLowerCase().includes(needle) || (c.fullName ?? '').toLowerCase().includes(needle),
  );
}

/** A searchable list of coins; tapping one selects it. */
export function CoinPicker({
  coins,
  selected,
  onSelect,
  searchPlaceholder,
  empty,
}: {
  coins: readonly CoinOption[];
  selected?: number | null;
  onSelect: (coin: CoinOption) => void;
  searchPlaceholder: string;
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = filterCoins(coins, search);
  return (
    <div className="coin-list">
      <div className="option-search coin-list__search">
        <SearchBar placeholder={searchPlaceholder} value={search} onChange={setSearch} />
      </div>
      {shown.length === 0 ? (
        <p className="coin-list__empty">{empty ?? t('fund.common.noCoins')}</p>
      ) : (
        <ul className="option-list">
          {shown.map((coin) => (
            <li key={coin.id}>
              <button
                type="button"
                className={`option-list__item coin-list__item${coin.id === selected ? ' is-selected' : ''}`}
                onClick={() => onSelect(coin)}
              >
                <CoinBadge name={coin.name} color={coin.color} image={coin.image} />
                <span className="coin-list__names">
                  <span className="coin-list__name">{coin.name}</span>
                  {coin.fullName && coin.fullName !== coin.name ? (
                    <span className="coin-list__full">{coin.fullName}</span>
                  ) : null}
                </span>
                {coin.extra ? <span className="coin-list__extra">{coin.extra}</span> : null}
                {coin.id === selected ? <CheckIcon className="coin-list__check" /> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** CoinPicker in a bottom sheet; picking a coin closes it. */
export function CoinPickerSheet({
  visible,
  title,
  onClose,
  ...list
}: {
  visible: boolean;
  title: string;
  onClose: () => void;
  coins: readonly CoinOption[];
  selected?: number | null;
  onSelect: (coin: CoinOption) => void;
  searchPlaceholder: string;
}) {
  return (
    <BottomSheet visible={visible} onClose={onClose} title={title} destroyOnClose>
      <div className="sheet__content">
        <CoinPicker
          {...list}
          onSelect={(coin) => {
            list.onSelect(coin);
            onClose();
          }}
        />
      </div>
    </BottomSheet>
  );
}
