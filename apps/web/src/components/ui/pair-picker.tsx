import type { ReactNode } from 'react';
import type { QuotationView } from '@meridian/contract';

interface PairPickerProps {
  rows: readonly QuotationView[];
  /** The symbol on screen now, marked `aria-current`. */
  current: string;
  onPick: (symbol: string) => void;
  /** The list's look, e.g. `quote-rows`. */
  className: string;
  ariaLabel?: string;
  /** Classes of a row's button, given whether it is the current pair. */
  itemClassName?: (active: boolean) => string;
  /** What a row shows: the pair's name, live price, change… */
  renderPair: (row: QuotationView, active: boolean) => ReactNode;
}

/** A list of trading pairs, one button each; tapping one picks its symbol. */
export function PairPicker({
  rows,
  current,
  onPick,
  className,
  ariaLabel,
  itemClassName,
  renderPair,
}: PairPickerProps) {
  return (
    <ul className={className} aria-label={ariaLabel}>
      {rows.map((row) => {
        const active = row.symbol === current;
        return (
          <li key={row.match_id}>
            <button
              type="button"
              className={itemClassName?.(active)}
              data-symbol={row.symbol}
              aria-current={active || undefined}
              onClick={() => onPick(row.symbol)}
            >
              {renderPair(row, active)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
