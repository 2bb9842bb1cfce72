import { useTranslation } from 'react-i18next';

import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { TRADE_PRODUCTS, type TradeProduct } from './trade-product';

const LABEL_KEYS = {
  spot: 'trade.spot',
  futures: 'trade.futures',
  options: 'trade.options',
} as const satisfies Record<TradeProduct, string>;

/** The trade tab's top switch: Spot, Futures, Options; the chosen product's ticket shows below. */
export function ProductSwitch({
  product,
  onChange,
}: {
  product: TradeProduct;
  onChange: (product: TradeProduct) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="trade-switch" data-testid="trade-switch">
      <SegmentedTabs
        ariaLabel={t('trade.product')}
        options={TRADE_PRODUCTS.map((value) => ({ value, label: t(LABEL_KEYS[value]) }))}
        value={product}
        onChange={onChange}
      />
    </div>
  );
}
