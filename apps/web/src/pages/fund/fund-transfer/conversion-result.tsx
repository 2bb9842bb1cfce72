import Button from 'antd-mobile/es/components/button';
import { formatDateTime, type ConversionView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { CheckIcon } from '../../../components/ui/icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import { InfoLines } from '../../../features/wallet/components/info-lines';
import { feeRatePercent, pricePrecision } from '../../../features/wallet/model/conversion-form';

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
                    <Amount value={feeRatePercent(result.fee_rate)} precision={2} />
                    %)
                  </>
                ),
              },
              {
                key: 'fromPrice',
                label: t('fund.convert.priceOf', { coin: fromName }),
                value: (
                  <Amount
                    value={result.from_price}
                    precision={pricePrecision(result.from_price)}
                    grouped
                    suffix="USDT"
                  />
                ),
              },
              {
                key: 'toPrice',
                label: t('fund.convert.priceOf', { coin: toName }),
                value: (
                  <Amount
                    value={result.to_price}
                    precision={pricePrecision(result.to_price)}
                    grouped
                    suffix="USDT"
                  />
                ),
              },
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
