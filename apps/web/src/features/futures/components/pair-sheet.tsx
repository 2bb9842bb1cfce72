import { useState } from 'react';
import type { MarketCategory, QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, Percent } from '../../../components/ui/amount';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { PairPicker } from '../../../components/ui/pair-picker';
import { PairLabel } from './bits';
import { RadioButtons } from './radio-buttons';

interface PairSheetProps {
  visible: boolean;
  /** Pairs open for futures. */
  rows: readonly QuotationView[];
  current: string;
  onPick: (symbol: string) => void;
  onClose: () => void;
}

/** The pair switcher: crypto and stock pairs open for futures, with their live price. */
export function PairSheet({ visible, rows, current, onPick, onClose }: PairSheetProps) {
  const { t } = useTranslation();
  const currentCategory = rows.find((row) => row.symbol === current)?.category ?? 'crypto';
  const [category, setCategory] = useState<MarketCategory>(currentCategory);
  const shown = rows.filter((row) => row.category === category);
  return (
    <BottomSheet visible={visible} onClose={onClose} afterShow={() => setCategory(currentCategory)}>
      <div className="fut-sheet" data-testid="pair-sheet">
        <h2 className="sheet__title">{t('futures.pairs')}</h2>
        <RadioButtons
          label={t('futures.pairs')}
          options={[
            { value: 'crypto', label: t('trade.crypto') },
            { value: 'stock', label: t('trade.stocks') },
          ]}
          value={category}
          onChange={setCategory}
        />
        <PairPicker
          className="fut-pairs"
          rows={shown}
          current={current}
          onPick={onPick}
          renderPair={(row) => (
            <>
              <PairLabel symbol={row.symbol} />
              <span className="fut-pairs__price">
                <Amount kind="price" value={row.now_price} precision={row.price_precision} />
              </span>
              <span className="fut-pairs__change">
                <Percent value={row.change} colored />
              </span>
            </>
          )}
        />
      </div>
    </BottomSheet>
  );
}

/** The screen title: the pair, and a caret that says a tap switches it. */
export function PairButton({ symbol, onClick }: { symbol: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="fut-pair-button" data-testid="pair-switch" onClick={onClick}>
      <PairLabel symbol={symbol} />
      {/* The action after the pair, so the name starts with what is shown (WCAG 2.5.3). */}
      <span className="visually-hidden">{t('futures.switchPair')}</span>
      <span className="fut-pair-button__caret" aria-hidden="true">
        ▼
      </span>
    </button>
  );
}
