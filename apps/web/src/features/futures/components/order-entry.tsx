import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import type { OrderFormValues } from '../model/order-form';
import type { Direction, FuturesPair } from '../model/pair';
import { PriceField } from './price-field';
import { RadioButtons } from './radio-buttons';

/** Long or short, as two big radio buttons. */
export function SideSwitch({
  direction,
  onChange,
}: {
  direction: Direction;
  onChange: (direction: Direction) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioButtons
      label={t('futures.direction')}
      options={[
        { value: 1, label: t('futures.long') },
        { value: 2, label: t('futures.short') },
      ]}
      value={direction}
      onChange={onChange}
      className="fut-sides"
      itemClassName={(side) => `fut-side fut-side--${side === 1 ? 'long' : 'short'}`}
    />
  );
}

/** Market or limit, then the limit price with its rule, or the rule a market order follows. */
export function EntryPrice({
  pair,
  values,
  error,
  onChange,
}: {
  pair: FuturesPair;
  values: OrderFormValues;
  /** Translated error of the limit price. */
  error?: string;
  onChange: (patch: Pick<Partial<OrderFormValues>, 'entry' | 'limitPrice'>) => void;
}) {
  const { t } = useTranslation();
  const long = values.direction === 1;
  return (
    <>
      <RadioButtons
        label={t('futures.entryType')}
        options={(['market', 'limit'] as const).map((entry) => ({
          value: entry,
          label: t(`futures.${entry}`),
        }))}
        value={values.entry}
        onChange={(entry) => onChange({ entry })}
      />

      {values.entry === 'limit' ? (
        <PriceField
          id="fut-limit-price"
          label={t('futures.limitPrice')}
          error={error}
          suffix={<span className="fut-hint">{pair.legal_name}</span>}
          hint={
            <>
              {long ? t('futures.limitRuleLong') : t('futures.limitRuleShort')}{' '}
              <Amount kind="price" value={pair.now_price} precision={pair.price_precision} />
            </>
          }
          placeholder={
            long ? t('futures.limitPlaceholderLong') : t('futures.limitPlaceholderShort')
          }
          value={values.limitPrice}
          precision={pair.price_precision}
          onChange={(limitPrice) => onChange({ limitPrice })}
        />
      ) : (
        <p className="fut-hint">
          {long ? t('futures.marketRuleLong') : t('futures.marketRuleShort')}
        </p>
      )}
    </>
  );
}
