import { priceDirection, type QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, Percent } from '../../../components/ui/amount';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { CheckIcon } from '../../../components/ui/icons';
import { PairPicker } from '../../../components/ui/pair-picker';
import './spot.css';

/** A bottom sheet listing the tradable pairs with their live price and 24 h change. */
export function PairSheet({
  visible,
  pairs,
  selected,
  onSelect,
  onClose,
}: {
  visible: boolean;
  pairs: readonly QuotationView[];
  selected: string;
  onSelect: (symbol: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BottomSheet visible={visible} onClose={onClose} title={t('spot.choosePair')} destroyOnClose>
      <PairPicker
        className="option-list spot-pairs"
        ariaLabel={t('spot.choosePair')}
        rows={pairs}
        current={selected}
        onPick={(symbol) => {
          onSelect(symbol);
          onClose();
        }}
        itemClassName={(active) =>
          `option-list__item spot-pairs__item${active ? ' is-selected' : ''}`
        }
        renderPair={(row, active) => (
          <>
            <span className="spot-pairs__name">
              <strong>{row.currency_name}</strong>/{row.legal_name}
            </span>
            <span
              className={`spot-pairs__price spot-pairs__price--${row.change === null ? 'flat' : priceDirection(row.change)}`}
            >
              <Amount kind="price" value={row.now_price} precision={row.price_precision} />
            </span>
            <span className="spot-pairs__change">
              <Percent value={row.change} colored />
            </span>
            <span className="spot-pairs__check">{active ? <CheckIcon /> : null}</span>
          </>
        )}
      />
    </BottomSheet>
  );
}

/** The screen title: the pair, and a caret that says a tap switches it. */
export function PairButton({
  base,
  quote,
  disabled,
  onClick,
}: {
  base: string | undefined;
  quote: string | undefined;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="spot-switch"
      onClick={onClick}
      disabled={disabled}
      data-testid="spot-pair-switch"
    >
      <span className="spot-switch__base">{base}</span>
      <span className="spot-switch__quote">/{quote}</span>
      {/* The action after the pair, so the name starts with what is shown (WCAG 2.5.3). */}
      <span className="visually-hidden">{t('spot.choosePair')}</span>
      <span className="spot-switch__caret" aria-hidden="true" />
    </button>
  );
}
