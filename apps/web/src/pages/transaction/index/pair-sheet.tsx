import type { QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { PairPicker } from '../../../components/ui/pair-picker';
import { ChangeBadge, PairName } from '../../../features/market/components/quote-list';

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
      <PairPicker
        className="quote-rows"
        rows={pairs}
        current={current}
        onPick={(symbol) => {
          onClose();
          onPick(symbol);
        }}
        itemClassName={() => 'quote-row'}
        renderPair={(row) => (
          <>
            <span className="quote-row__pair">
              <PairName row={row} />
            </span>
            <span className="quote-row__price">
              <Amount kind="price" value={row.now_price} precision={row.price_precision} />
            </span>
            <ChangeBadge change={row.change} />
          </>
        )}
      />
    </BottomSheet>
  );
}
