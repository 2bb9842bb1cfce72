import { OTC_COINS } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { ChoiceChips } from '../../../components/ui/field';

/** The fiat currencies offered as chips (the market's filter and the ad form). */
export const FIATS_SHOWN = ['CNY', 'USD', 'HKD', 'EUR', 'THB', 'JPY'] as const;

/** The coin and fiat chips an ad is listed under; `idPrefix` keeps their ids apart. */
export function CoinFiatChips({
  idPrefix,
  coin,
  fiat,
  onCoin,
  onFiat,
}: {
  idPrefix: string;
  coin: string;
  fiat: string;
  onCoin: (coin: string) => void;
  onFiat: (fiat: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceChips
        id={`${idPrefix}-coin`}
        label={t('otc.coin')}
        options={OTC_COINS.map((c) => ({ value: c, label: c }))}
        value={coin}
        onChange={onCoin}
        className="otc-chips"
        chipClassName="otc-chip"
      />
      <ChoiceChips
        id={`${idPrefix}-fiat`}
        label={t('otc.fiat')}
        options={FIATS_SHOWN.map((c) => ({ value: c, label: c }))}
        value={fiat}
        onChange={onFiat}
        className="otc-chips"
        chipClassName="otc-chip"
      />
    </>
  );
}
