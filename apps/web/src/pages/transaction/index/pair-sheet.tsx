import type { QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { ChangeBadge, PairName } from '../../../features/market/components/quote-list';
import { BottomSheet } from '../../../components/ui/bottom-sheet';

/** The pairs options can be placed on, with their live price and change. */
export function PairSheet({
  visible,
  pairs,
  current,
  onPick,
  onClose,
}: {
  visible: boolean;
  pairs: readonly QuotationView[];
  current: string;
  onPick: (symbol: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BottomSheet visible={visible} onClose={onClose} title={t('options.choosePair')}>
      <ul className="quote-rows">
        {pairs.map((row) => (
          <li key={row.match_id}>
            <button
              type="button"
              className="quote-row"
              data-symbol={row.symbol}
              aria-current={row.symbol === current || undefined}
              onClick={() => {
                onClose();
                onPick(row.symbol);
              }}
            >
              <span className="quote-row__pair">
                <PairName row={row} />
              </span>
              <span className="quote-row__price">
                <Amount value={row.now_price} precision={row.price_precision} />
              </span>
              <ChangeBadge change={row.change} />
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
