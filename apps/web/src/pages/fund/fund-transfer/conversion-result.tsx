import Button from 'antd-mobile/es/components/button';
import { formatDateTime, type ConversionView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, Percent } from '../../../components/ui/amount';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { CheckIcon } from '../../../components/ui/icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import { InfoLines } from '../../../features/wallet/components/info-lines';
import { pricePrecision } from '../../../features/wallet/model/conversion-form';

/** What a finished conversion did, with the feed prices that decided it (PRODUCT-RULES.md §0). */
export function ConversionResult({
  result,
  fromName,
  toName,
  onClose,
  onHistory,
}: {
  result: ConversionView | null;
  fromName: string;
  toName: string;
  onClose: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  /** A coin's feed price in USDT, to the places it needs. */
  const priceLine = (key: string, coin: string, price: string) => ({
    key,
    label: t('fund.convert.priceOf', { coin }),
    value: <Amount kind="price" value={price} precision={pricePrecision(price)} suffix="USDT" />,
  });
  return (
    <BottomSheet visible={result !== null} onClose={onClose}>
      {result ? (
        <div className="sheet__content wallet-conversion-result" data-testid="conversion-result">
          <span className="wallet-conversion-result__icon">
            <CheckIcon />
          </span>
          <h2 className="sheet__title">{t('fund.convert.doneTitle')}</h2>
          <p className="wallet-conversion-result__amounts">
            <CoinAmount value={result.number} currency={fromName} /> →{' '}
            <strong>
              <CoinAmount value={result.receive} currency={toName} />
            </strong>
          </p>
          <InfoLines
            className="wallet-info-lines--sheet"
            lines={[
              {
                key: 'fee',
                label: t('fund.convert.fee'),
                value: (
                  <>
                    <CoinAmount value={result.fee} currency={toName} /> (
                    <Percent value={result.fee_rate} ratio signed={false} />)
                  </>
                ),
              },
              priceLine('fromPrice', fromName, result.from_price),
              priceLine('toPrice', toName, result.to_price),
              {
                key: 'time',
                label: t('fund.convert.priceTime'),
                value: formatDateTime(result.price_time),
              },
            ]}
          />
          <div className="wallet-conversion-result__actions">
            <Button block shape="rounded" onClick={onHistory}>
              {t('fund.convert.historyShort')}
            </Button>
            <PrimaryButton size="middle" onClick={onClose}>
              {t('fund.convert.done')}
            </PrimaryButton>
          </div>
        </div>
      ) : null}
    </BottomSheet>
  );
}
