import { useTranslation } from 'react-i18next';

import { FormField, TextInput } from '../../../components/ui/field';
import { ToggleButtons } from '../../../components/ui/toggle-buttons';
import type { OrderFormValues } from '../model/order-form';
import type { FuturesPair } from '../model/pair';
import { PERCENT_STEPS, SIZE_MODES, sanitizeCost, sizeOrder, type SizeMode } from '../model/sizing';
import { UsdtAmount } from './bits';
import { LotsField } from './lots-field';
import { RadioButtons } from './radio-buttons';

const MODE_KEY = { lots: 'modeLots', cost: 'modeCost', percent: 'modePercent' } as const;

/**
 * The size of the order: lots as typed, a USDT cost, or 25/50/75/100 % of the lever available.
 * A cost or a share shows the whole lots it buys and what they cost; too little for one lot
 * shows the error (and the ticket refuses to submit).
 */
export function SizeField({
  pair,
  values,
  available,
  loggedIn,
  error,
  onChange,
}: {
  pair: FuturesPair;
  /** The form as the ticket summarises it (lots already worked out from a cost or a share). */
  values: OrderFormValues;
  /** Lever account USDT available; null while unknown. */
  available: string | null;
  loggedIn: boolean;
  /** Translated error of the size. */
  error?: string;
  onChange: (patch: Partial<OrderFormValues>) => void;
}) {
  const { t } = useTranslation();
  const mode = values.sizeMode ?? 'lots';
  const sizing = sizeOrder(values, pair, loggedIn ? available : null);
  const chooseMode = (sizeMode: SizeMode) =>
    // Back to lots: start from the lots the cost or share bought, when there were some.
    onChange(
      sizeMode === 'lots' && sizing.lots ? { sizeMode, lots: `${sizing.lots}` } : { sizeMode },
    );

  return (
    <div className="fut-size" data-testid="size-field">
      <RadioButtons
        label={t('futures.sizing.sizeBy')}
        options={SIZE_MODES.map((value) => ({
          value,
          label: t(`futures.sizing.${MODE_KEY[value]}`),
        }))}
        value={mode}
        onChange={chooseMode}
      />
      {mode === 'lots' ? (
        <LotsField
          pair={pair}
          lots={values.lots}
          error={error}
          onChange={(lots) => onChange({ lots })}
        />
      ) : mode === 'cost' ? (
        <FormField
          id="fut-cost"
          label={t('futures.sizing.cost')}
          error={error}
          suffix={<span className="fut-hint">{pair.legal_name}</span>}
        >
          <TextInput
            id="fut-cost"
            inputMode="decimal"
            placeholder={t('futures.sizing.costPlaceholder')}
            value={values.cost ?? ''}
            invalid={!!error}
            onChange={(text) => onChange({ cost: sanitizeCost(text) })}
          />
        </FormField>
      ) : (
        <div className={`field${error ? ' field--error' : ''}`}>
          <ToggleButtons
            role="pressed"
            label={t('futures.sizing.percentLabel')}
            options={PERCENT_STEPS.map((share) => ({ value: share, label: <>{share}%</> }))}
            value={values.percent ?? null}
            onChange={(percent) => onChange({ percent })}
            className="fut-percent"
            itemClassName="fut-percent__item"
            disabled={!loggedIn || available === null}
          />
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : (
            <p className="field__hint">
              {loggedIn ? t('futures.sizing.percentHint') : t('futures.sizing.percentLogin')}
            </p>
          )}
        </div>
      )}
      {mode !== 'lots' && sizing.lots && sizing.cost ? (
        <p className="fut-size__result" data-testid="size-result" data-lots={sizing.lots}>
          = {t('futures.lotsCount', { count: sizing.lots })} ({t('futures.sizing.costIs')}{' '}
          <UsdtAmount value={sizing.cost} max={8} suffix={pair.legal_name} />)
        </p>
      ) : null}
    </div>
  );
}
