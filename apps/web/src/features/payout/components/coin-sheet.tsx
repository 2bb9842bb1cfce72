import CheckList from 'antd-mobile/es/components/check-list';
import type { UserCurrencyView } from '@meridian/contract';

import './payout.css';
import { BottomSheet } from '../../../components/ui/bottom-sheet';

interface CoinSheetProps {
  visible: boolean;
  title: string;
  coins: readonly UserCurrencyView[];
  value: number | null;
  /** A first row meaning "no coin chosen" (the bill's "all coins"). */
  allLabel?: string;
  onSelect: (id: number | null) => void;
  onClose: () => void;
}

const ALL = 'all';

/** A bottom sheet listing coins with their full names; picking one closes it. */
export function CoinSheet({
  visible,
  title,
  coins,
  value,
  allLabel,
  onSelect,
  onClose,
}: CoinSheetProps) {
  return (
    <BottomSheet visible={visible} onClose={onClose} title={title} destroyOnClose>
      <CheckList
        value={[value === null ? ALL : String(value)]}
        onChange={(next) => {
          const picked = next[0];
          // Tapping the chosen row again unchecks it: keep the choice and just close.
          if (picked !== undefined) onSelect(picked === ALL ? null : Number(picked));
          onClose();
        }}
      >
        {allLabel ? <CheckList.Item value={ALL}>{allLabel}</CheckList.Item> : null}
        {coins.map((coin) => (
          <CheckList.Item
            key={coin.id}
            value={String(coin.id)}
            description={coin.full_name !== coin.name ? coin.full_name : undefined}
          >
            <span className="payout-coin-option">
              <CoinBadge name={coin.name} color={coin.color} />
              {coin.name}
            </span>
          </CheckList.Item>
        ))}
      </CheckList>
    </BottomSheet>
  );
}

/** A round coin mark in the coin's colour (SPEC.md §3 colour map), its first letter inside. */
export function CoinBadge({ name, color }: { name: string; color: string | null }) {
  return (
    <span
      className="payout-coin"
      style={color ? { background: color } : undefined}
      aria-hidden="true"
    >
      {name.slice(0, 1)}
    </span>
  );
}
