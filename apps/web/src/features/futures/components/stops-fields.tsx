import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { expectedOpenPrice, type OrderFormValues } from '../model/order-form';
import type { Direction, FuturesPair } from '../model/pair';
import { stopBounds } from '../model/stops';
import { StopPriceFields } from './price-field';

/** The optional take-profit and stop-loss of a new order, with the rule they follow now. */
export function StopsFields({
  pair,
  values,
  errors,
  onChange,
}: {
  pair: FuturesPair;
  values: OrderFormValues;
  /** Translated errors. */
  errors: { takeProfit?: string; stopLoss?: string };
  onChange: (patch: Pick<Partial<OrderFormValues>, 'takeProfit' | 'stopLoss'>) => void;
}) {
  const { t } = useTranslation();
  const precision = pair.price_precision;
  const open = expectedOpenPrice(values, pair);
  const stops =
    open && pair.now_price !== null ? stopBounds(values.direction, open, pair.now_price) : null;
  return (
    <div>
      <div className="fut-stops">
        <StopPriceFields
          idPrefix="fut"
          prices={values}
          errors={errors}
          placeholder={t('futures.optional')}
          precision={precision}
          onChange={(key, price) => onChange({ [key]: price })}
        />
      </div>
      {stops ? (
        <StopsRule
          direction={values.direction}
          takeProfit={stops.takeProfit}
          stopLoss={stops.stopLoss}
          precision={precision}
        />
      ) : null}
    </div>
  );
}

/** The TP/SL rule with the prices it means now. */
export function StopsRule({
  direction,
  takeProfit,
  stopLoss,
  precision,
}: {
  direction: Direction;
  takeProfit: string;
  stopLoss: string;
  precision: number;
}) {
  const { t } = useTranslation();
  return (
    <p className="fut-hint" data-testid="stops-rule">
      {direction === 1 ? t('futures.stopsRuleLong') : t('futures.stopsRuleShort')}{' '}
      {t('futures.takeProfitShort')} {direction === 1 ? '>' : '<'}{' '}
      <Amount value={takeProfit} precision={precision} /> · {t('futures.stopLossShort')}{' '}
      {direction === 1 ? '<' : '>'} <Amount value={stopLoss} precision={precision} />
    </p>
  );
}
