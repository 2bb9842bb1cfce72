import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { SIDE } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, coinPrecision } from '../../../components/ui/amount';
import type { SpotTicket } from '../hooks/use-spot-ticket';
import { asPercent } from '../model/quote-ladder';
import {
  PERCENT_SHORTCUTS,
  type OrderKind,
  type SpotFieldError,
  type SpotPair,
  type SpotSide,
} from '../model/spot-form';
import './spot.css';

interface OrderFormProps {
  pair: SpotPair;
  /** The ticket of the pair (hooks/use-spot-ticket.ts): values, errors, figures and actions. */
  ticket: SpotTicket;
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
 * on the received side) before the button. Its logic is model/ticket.ts, wired by
 * hooks/use-spot-ticket.ts.
 */
export function OrderForm({ pair, ticket }: OrderFormProps) {
  const { t } = useTranslation();
  const { values, errors, percent, summary, loggedIn, submitting } = ticket;
  const { estimate, spendable, spendCoin } = summary;
  const buy = summary.isBuy;

  const sides: { side: SpotSide; key: 'buy' | 'sell' }[] = [
    { side: SIDE.buy, key: 'buy' },
    { side: SIDE.sell, key: 'sell' },
  ];
  const kinds: OrderKind[] = ['limit', 'market'];
  const feePrecision = coinPrecision(estimate.fee, 2, 10);

  return (
    <form
      className="spot-form"
      onSubmit={(event) => void ticket.submit(event)}
      noValidate
      data-testid="spot-form"
    >
      <div className="spot-sides" role="tablist" aria-label={t('spot.side')}>
        {sides.map(({ side, key }) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={values.side === side}
            className={`spot-sides__item spot-sides__item--${key}${values.side === side ? ' is-active' : ''}`}
            onClick={() => ticket.setSide(side)}
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
            onClick={() => ticket.setKind(kind)}
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
            onChange={ticket.setPrice}
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
              ≈ <Amount value={summary.price} precision={pair.price_precision} />
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
          onChange={ticket.setAmount}
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
            onClick={() => ticket.choosePercent(share)}
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
