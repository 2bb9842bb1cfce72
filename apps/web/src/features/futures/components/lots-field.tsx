import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { FormField, TextInput } from '../../../components/ui/field';
import { sanitizeLots, stepLots } from '../model/order-form';
import { lotBounds, type FuturesPair } from '../model/pair';
import { usdtDigits } from './bits';

/** How many lots, typed or stepped with − and +, within the pair's bounds. */
export function LotsField({
  pair,
  lots,
  error,
  onChange,
}: {
  pair: FuturesPair;
  lots: string;
  /** Translated error text. */
  error?: string;
  onChange: (lots: string) => void;
}) {
  const { t } = useTranslation();
  const bounds = lotBounds(pair);
  const stepper = (step: 1 | -1, label: string, sign: string) => (
    <button
      type="button"
      className="fut-stepper"
      aria-label={label}
      onClick={() => onChange(stepLots(lots, step, bounds))}
    >
      {sign}
    </button>
  );
  return (
    <FormField
      id="fut-lots"
      label={t('futures.lots')}
      aside={
        <>
          {t('futures.lotSize')}{' '}
          <Amount
            value={pair.lot_size}
            precision={usdtDigits(pair.lot_size, 8)}
            suffix={pair.currency_name}
          />
        </>
      }
      error={error}
      hint={t('futures.lotsRange', { min: bounds.min, max: bounds.max })}
      prefix={stepper(-1, t('futures.fewerLots'), '−')}
      suffix={stepper(1, t('futures.moreLots'), '+')}
    >
      <div className="fut-lots">
        <TextInput
          id="fut-lots"
          inputMode="numeric"
          clearable={false}
          value={lots}
          invalid={!!error}
          onChange={(text) => onChange(sanitizeLots(text))}
        />
      </div>
    </FormField>
  );
}
