import { useState, type FormEvent, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { SIDE, type CoinTradeInput } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, coinPrecision } from '../../../components/ui/amount';
import {
  estimateOrder,
  executionPrice,
  initialLimitPrice,
  PERCENT_SHORTCUTS,
  percentOfAvailable,
  sanitizeDecimalInput,
  toCoinTradeInput,
  validateSpotOrder,
  type FillQuote,
  type OrderKind,
  type SpotAvailable,
  type SpotFieldError,
  type SpotFormErrors,
  type SpotFormValues,
  type SpotPair,
  type SpotSide,
} from '../model/spot-form';
import { asPercent } from '../model/quote-ladder';
import './spot.css';

interface OrderFormProps {
  pair: SpotPair;
  /** The feed price now: prefills the limit price, which must rest below (buy) or above (sell) it. */
  nowPrice: string | null;
  quote: FillQuote | null;
  /** Exchange-account balances; null while unknown (or for a visitor). */
  available: SpotAvailable;
  loggedIn: boolean;
  submitting: boolean;
  /** Places the order; resolves true when the server accepted it. */
  onSubmit: (input: CoinTradeInput) => Promise<boolean>;
  /** A visitor pressed the button. */
  onLogin: () => void;
}

function SpotField({
  id,
  label,
  error,
  decimals,
  suffix,
  children,
}: {
  id: string;
  label: string;
  error?: SpotFieldError;
  /** The decimals the field allows, for its error text. */
  decimals: number;
  suffix: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`spot-field${error ? ' spot-field--error' : ''}`}>
      <label className="spot-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="spot-field__control">
        <div className="spot-field__input">{children}</div>
        <span className="spot-field__suffix">{suffix}</span>
      </div>
      {error ? (
        <p className="spot-field__error" id={`${id}-error`} role="alert">
          {t(`spot.errors.${error}`, { decimals })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The order form of one pair: buy or sell, market or limit, the amount in the base coin with
 * percentage shortcuts of the exchange-account balance, and the estimated total and fee (charged
 * on the received side) before the button. Its logic is model/spot-form.ts.
 */
export function OrderForm({
  pair,
  nowPrice,
  quote,
  available,
  loggedIn,
  submitting,
  onSubmit,
  onLogin,
}: OrderFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SpotFormValues>(() => ({
    side: SIDE.buy,
    kind: 'limit',
    price: initialLimitPrice(nowPrice, pair.price_precision),
    amount: '',
  }));
  const [errors, setErrors] = useState<SpotFormErrors>({});
  const [percent, setPercent] = useState<number | null>(null);
  /** The user typed a price: it is never replaced by the feed price after that. */
  const [priceTouched, setPriceTouched] = useState(false);

  // The limit price starts at the feed price once one is known (state adjusted while rendering).
  if (!priceTouched && values.price === '' && nowPrice !== null) {
    const initial = initialLimitPrice(nowPrice, pair.price_precision, values.side);
    if (initial) setValues((v) => ({ ...v, price: initial }));
  }

  const update = (next: Partial<SpotFormValues>, keepPercent = false) => {
    setValues((v) => ({ ...v, ...next }));
    setErrors({});
    if (!keepPercent) setPercent(null);
  };

  const buy = values.side === SIDE.buy;
  const estimate = estimateOrder(values, pair, quote);
  const spendable = buy ? available.quote : available.base;
  const spendCoin = buy ? pair.legal_name : pair.currency_name;

  const choosePercent = (share: number) => {
    const amount = percentOfAvailable(
      share,
      values.side,
      available,
      executionPrice(values, quote),
      pair.amount_precision,
    );
    if (amount === null) return;
    update({ amount }, true);
    setPercent(share);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!loggedIn) {
      onLogin();
      return;
    }
    const found = validateSpotOrder(values, pair, { available, quote, feedPrice: nowPrice });
    setErrors(found);
    if (found.price || found.amount || submitting) return;
    if (await onSubmit(toCoinTradeInput(values, pair))) {
      setValues((v) => ({ ...v, amount: '' }));
      setPercent(null);
    }
  }

  const sides: { side: SpotSide; key: 'buy' | 'sell' }[] = [
    { side: SIDE.buy, key: 'buy' },
    { side: SIDE.sell, key: 'sell' },
  ];
  const kinds: OrderKind[] = ['limit', 'market'];
  const feePrecision = coinPrecision(estimate.fee, 2, 10);

  return (
    <form className="spot-form" onSubmit={submit} noValidate data-testid="spot-form">
      <div className="spot-sides" role="tablist" aria-label={t('spot.side')}>
        {sides.map(({ side, key }) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={values.side === side}
            className={`spot-sides__item spot-sides__item--${key}${values.side === side ? ' is-active' : ''}`}
            onClick={() =>
              update({ side, ...(priceTouched ? {} : { price: initialLimitPrice(nowPrice, pair.price_precision, side) }) })
            }
          >
            {t(`spot.${key}`)}
          </button>
        ))}
      </div>

      <div className="spot-kinds" role="radiogroup" aria-label={t('spot.orderType')}>
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={values.kind === kind}
            className={`spot-kinds__item${values.kind === kind ? ' is-active' : ''}`}
            onClick={() => update({ kind })}
          >
            {t(`spot.kind.${kind}`)}
          </button>
        ))}
      </div>

      {values.kind === 'limit' ? (
        <SpotField
          id="spot-price"
          label={t('spot.price')}
          error={errors.price}
          decimals={pair.price_precision}
          suffix={pair.legal_name}
        >
          <Input
            id="spot-price"
            inputMode="decimal"
            autoComplete="off"
            value={values.price}
            placeholder={t('spot.price')}
            onChange={(next) => {
              setPriceTouched(true);
              update({ price: sanitizeDecimalInput(next, pair.price_precision) });
            }}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? 'spot-price-error' : undefined}
          />
        </SpotField>
      ) : (
        <div className="spot-field">
          <span className="spot-field__label">{t('spot.price')}</span>
          <div
            className="spot-field__control spot-field__control--static"
            data-testid="spot-market-price"
          >
            <span className="spot-field__market">{t('spot.marketPrice')}</span>
            <span className="spot-field__suffix">
              ≈ <Amount value={executionPrice(values, quote)} precision={pair.price_precision} />
            </span>
          </div>
        </div>
      )}

      <SpotField
        id="spot-amount"
        label={t('spot.amount')}
        error={errors.amount}
        decimals={pair.amount_precision}
        suffix={pair.currency_name}
      >
        <Input
          id="spot-amount"
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          placeholder={t('spot.amountPlaceholder', { coin: pair.currency_name })}
          onChange={(next) => update({ amount: sanitizeDecimalInput(next, pair.amount_precision) })}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? 'spot-amount-error' : undefined}
        />
      </SpotField>

      <div className="spot-percent" role="group" aria-label={t('spot.percentOfAvailable')}>
        {PERCENT_SHORTCUTS.map((share) => (
          <button
            key={share}
            type="button"
            className={`spot-percent__item${percent === share ? ' is-active' : ''}`}
            disabled={!loggedIn || spendable === null}
            aria-pressed={percent === share}
            onClick={() => choosePercent(share)}
          >
            {share}%
          </button>
        ))}
      </div>

      <dl className="spot-figures">
        <div>
          <dt>{t('spot.available')}</dt>
          <dd data-testid="spot-available">
            {loggedIn && spendable !== null ? (
              <Amount
                value={spendable}
                precision={coinPrecision(spendable, 2, 8)}
                suffix={spendCoin}
              />
            ) : (
              <span>-- {spendCoin}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{buy ? t('spot.estimatedCost') : t('spot.estimatedValue')}</dt>
          <dd data-testid="spot-total">
            <Amount
              value={estimate.total}
              precision={coinPrecision(estimate.total, 2, 8)}
              suffix={pair.legal_name}
            />
          </dd>
        </div>
        <div>
          <dt>
            {t('spot.fee')} <span className="spot-figures__rate">{asPercent(pair.fee_rate)}%</span>
          </dt>
          <dd data-testid="spot-fee">
            <Amount value={estimate.fee} precision={feePrecision} suffix={estimate.feeCurrency} />
          </dd>
        </div>
        <div>
          <dt>{t('spot.receive')}</dt>
          <dd data-testid="spot-receive">
            <Amount
              value={estimate.receive}
              precision={coinPrecision(estimate.receive, 2, 10)}
              suffix={estimate.receiveCurrency}
            />
          </dd>
        </div>
      </dl>

      <Button
        type="submit"
        block
        className={`spot-submit spot-submit--${buy ? 'buy' : 'sell'}`}
        loading={submitting}
        disabled={submitting}
      >
        {loggedIn
          ? t(buy ? 'spot.buyCoin' : 'spot.sellCoin', { coin: pair.currency_name })
          : t('spot.logInToTrade')}
      </Button>
    </form>
  );
}
