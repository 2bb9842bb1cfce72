import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { ChoiceChips, FormField, TextInput } from '../../../components/ui/field';
import type { OrderPreview } from '../model/order-preview';
import {
  expectedOpenPrice,
  sanitizeLots,
  sanitizePrice,
  stepLots,
  type OrderError,
  type OrderErrors,
  type OrderFormValues,
} from '../model/order-form';
import { lotBounds, type Direction, type FuturesPair } from '../model/pair';
import { stopBounds } from '../model/stops';
import { leverageText, usdtDigits } from './bits';
import { PreviewLines } from './preview-lines';

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
 * The futures order form: side, market or limit, leverage, lots, optional TP/SL, the lever
 * balance and the preview of what opening costs and risks. Its logic is model/order-form.ts.
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
  const bounds = lotBounds(pair);
  const long = values.direction === 1;
  const precision = pair.price_precision;
  const open = expectedOpenPrice(values, pair);
  const stops =
    open && pair.now_price !== null ? stopBounds(values.direction, open, pair.now_price) : null;
  const coin = pair.currency_name;

  const sideButton = (direction: Direction, label: string, className: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={values.direction === direction}
      className={`fut-side ${className}${values.direction === direction ? ' is-active' : ''}`}
      onClick={() => set({ direction })}
    >
      {label}
    </button>
  );

  return (
    <form
      className="fut-card fut-form"
      data-testid="order-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="fut-sides" role="radiogroup" aria-label={t('futures.direction')}>
        {sideButton(1, t('futures.long'), 'fut-side--long')}
        {sideButton(2, t('futures.short'), 'fut-side--short')}
      </div>

      <div className="segmented" role="radiogroup" aria-label={t('futures.entryType')}>
        {(['market', 'limit'] as const).map((entry) => (
          <button
            key={entry}
            type="button"
            role="radio"
            aria-checked={values.entry === entry}
            className={`segmented__item${values.entry === entry ? ' is-active' : ''}`}
            onClick={() => set({ entry })}
          >
            {t(`futures.${entry}`)}
          </button>
        ))}
      </div>

      {values.entry === 'limit' ? (
        <FormField
          id="fut-limit-price"
          label={t('futures.limitPrice')}
          error={errorText(errors.limitPrice)}
          suffix={<span className="fut-hint">{pair.legal_name}</span>}
          hint={
            <>
              {long ? t('futures.limitRuleLong') : t('futures.limitRuleShort')}{' '}
              <Amount value={pair.now_price} precision={precision} />
            </>
          }
        >
          <TextInput
            id="fut-limit-price"
            inputMode="decimal"
            placeholder={
              long ? t('futures.limitPlaceholderLong') : t('futures.limitPlaceholderShort')
            }
            value={values.limitPrice}
            invalid={!!errors.limitPrice}
            onChange={(text) => set({ limitPrice: sanitizePrice(text, precision) })}
          />
        </FormField>
      ) : (
        <p className="fut-hint">
          {long ? t('futures.marketRuleLong') : t('futures.marketRuleShort')}
        </p>
      )}

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

      <FormField
        id="fut-lots"
        label={t('futures.lots')}
        aside={
          <>
            {t('futures.lotSize')}{' '}
            <Amount value={pair.lot_size} precision={usdtDigits(pair.lot_size, 8)} suffix={coin} />
          </>
        }
        error={errorText(errors.lots)}
        hint={t('futures.lotsRange', { min: bounds.min, max: bounds.max })}
        prefix={
          <button
            type="button"
            className="fut-stepper"
            aria-label={t('futures.fewerLots')}
            onClick={() => set({ lots: stepLots(values.lots, -1, bounds) })}
          >
            −
          </button>
        }
        suffix={
          <button
            type="button"
            className="fut-stepper"
            aria-label={t('futures.moreLots')}
            onClick={() => set({ lots: stepLots(values.lots, 1, bounds) })}
          >
            +
          </button>
        }
      >
        <div className="fut-lots">
          <TextInput
            id="fut-lots"
            inputMode="numeric"
            clearable={false}
            value={values.lots}
            invalid={!!errors.lots}
            onChange={(text) => set({ lots: sanitizeLots(text) })}
          />
        </div>
      </FormField>

      <div>
        <div className="fut-stops">
          <FormField
            id="fut-tp"
            label={t('futures.takeProfit')}
            error={errorText(errors.takeProfit)}
          >
            <TextInput
              id="fut-tp"
              inputMode="decimal"
              placeholder={t('futures.optional')}
              value={values.takeProfit}
              invalid={!!errors.takeProfit}
              onChange={(text) => set({ takeProfit: sanitizePrice(text, precision) })}
            />
          </FormField>
          <FormField id="fut-sl" label={t('futures.stopLoss')} error={errorText(errors.stopLoss)}>
            <TextInput
              id="fut-sl"
              inputMode="decimal"
              placeholder={t('futures.optional')}
              value={values.stopLoss}
              invalid={!!errors.stopLoss}
              onChange={(text) => set({ stopLoss: sanitizePrice(text, precision) })}
            />
          </FormField>
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

      {loggedIn ? (
        <div className="fut-available">
          <span>
            {t('futures.available')}{' '}
            <Amount
              value={available}
              precision={usdtDigits(available)}
              grouped
              suffix={pair.legal_name}
            />
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
          pricePrecision={precision}
          coin={coin}
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

      <Button
        type="submit"
        block
        className={`fut-submit fut-submit--${long ? 'long' : 'short'}`}
        loading={submitting}
        disabled={pair.now_price === null}
      >
        {!loggedIn
          ? t('futures.loginToTrade')
          : long
            ? t('futures.openLong')
            : t('futures.openShort')}
      </Button>
    </form>
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
