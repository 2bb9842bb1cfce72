import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

import { ChoiceChips } from '../../../components/ui/field';
import type { OrderPreview } from '../model/order-preview';
import type { OrderError, OrderErrors, OrderFormValues } from '../model/order-form';
import { lotBounds, type FuturesPair } from '../model/pair';
import { sizeOrder } from '../model/sizing';
import { leverageText, TicketForm, UsdtAmount } from './bits';
import { EntryPrice, SideSwitch } from './order-entry';
import { PreviewLines } from './preview-lines';
import { SizeField } from './size-field';
import { StopsFields } from './stops-fields';

interface OrderFormProps {
  pair: FuturesPair;
  values: OrderFormValues;
  onChange: (values: OrderFormValues) => void;
  /** Errors to show (the page decides when: typed fields at once, the rest after a submit). */
  errors: OrderErrors;
  preview: OrderPreview | null;
  /** Lever account USDT available; null while unknown. */
  available: string | null;
  loggedIn: boolean;
  threshold: string;
  submitting: boolean;
  onSubmit: () => void;
  onTransfer: () => void;
}

/** Translates a form error key with what its message needs. */
export function useOrderErrorText(pair: FuturesPair) {
  const { t } = useTranslation();
  const bounds = lotBounds(pair);
  return (error: OrderError | undefined): string | undefined =>
    error
      ? t(`futures.errors.${error}`, {
          decimals: pair.price_precision,
          min: bounds.min,
          max: bounds.max,
        })
      : undefined;
}

/**
 * The futures order form: side, market or limit, leverage, size (lots, USDT cost or % of the
 * available), optional TP/SL (price or ROE), the lever balance, the preview of what opening costs
 * and risks, and the submit button sticky at the bottom. Its logic is model/order-form.ts,
 * model/sizing.ts and model/ticket.ts.
 */
export function OrderForm({
  pair,
  values,
  onChange,
  errors,
  preview,
  available,
  loggedIn,
  threshold,
  submitting,
  onSubmit,
  onTransfer,
}: OrderFormProps) {
  const { t } = useTranslation();
  const errorText = useOrderErrorText(pair);
  const set = (patch: Partial<OrderFormValues>) => onChange({ ...values, ...patch });
  const long = values.direction === 1;
  // A cost or share too small for one lot cannot be submitted (its error says why).
  const noLots = sizeOrder(values, pair, loggedIn ? available : null).lots === 0;

  return (
    <TicketForm className="fut-card fut-form" data-testid="order-form" onSubmit={onSubmit}>
      <SideSwitch direction={values.direction} onChange={(direction) => set({ direction })} />

      <EntryPrice pair={pair} values={values} error={errorText(errors.limitPrice)} onChange={set} />

      <ChoiceChips
        id="fut-leverage"
        label={t('futures.leverage')}
        options={pair.leverages.map((leverage) => ({
          value: leverage,
          label: leverageText(leverage),
        }))}
        value={values.leverage}
        onChange={(leverage) => set({ leverage })}
        className="fut-leverages"
        chipClassName="fut-leverage"
        error={errorText(errors.leverage)}
      />

      <SizeField
        pair={pair}
        values={values}
        available={available}
        loggedIn={loggedIn}
        error={errorText(errors.lots)}
        onChange={set}
      />

      <StopsFields
        pair={pair}
        values={values}
        errors={{ takeProfit: errorText(errors.takeProfit), stopLoss: errorText(errors.stopLoss) }}
        onChange={set}
      />

      {loggedIn ? (
        <div className="fut-available">
          <span>
            {t('futures.available')} <UsdtAmount value={available} suffix={pair.legal_name} />
          </span>
          <button type="button" className="link link--gold" onClick={onTransfer}>
            {t('futures.transfer')}
          </button>
        </div>
      ) : null}

      {preview ? (
        <PreviewLines
          preview={preview}
          entry={values.entry}
          pricePrecision={pair.price_precision}
          coin={pair.currency_name}
          quote={pair.legal_name}
          threshold={threshold}
          loggedIn={loggedIn}
        />
      ) : null}
      {errors.balance ? (
        <p className="fut-error" role="alert">
          {errorText(errors.balance)}
        </p>
      ) : null}

      {/* Sticky above the tab bar: the button stays in reach while the form scrolls. */}
      <div className="fut-submit-bar">
        <Button
          type="submit"
          block
          className={`fut-submit fut-submit--${long ? 'long' : 'short'}`}
          loading={submitting}
          disabled={pair.now_price === null || (loggedIn && noLots)}
        >
          {!loggedIn
            ? t('futures.loginToTrade')
            : long
              ? t('futures.openLong')
              : t('futures.openShort')}
        </Button>
      </div>
    </TicketForm>
  );
}
