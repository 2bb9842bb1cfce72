import Button from 'antd-mobile/es/components/button';
import { SPOT_MONEY_DECIMALS } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import type { SpotTicket } from '../hooks/use-spot-ticket';
import type { SpotPair } from '../model/spot-form';
import { OrderFigures } from './order-figures';
import { DecimalField, MarketPriceField } from './spot-field';
import { KindSwitch, PercentShortcuts, SideTabs, SizeModeSwitch } from './ticket-choices';
import './spot.css';

interface OrderFormProps {
  pair: SpotPair;
  /** The ticket of the pair (hooks/use-spot-ticket.ts): values, errors, figures and actions. */
  ticket: SpotTicket;
}

/**
 * The order form of one pair: buy or sell, market or limit, the size by amount (base coin) or by
 * total (quote coin), percentage shortcuts of the exchange-account balance, and the estimated
 * total and fee (charged on the received side) before the button, which stays on screen. Its logic is model/ticket.ts, wired by
 * hooks/use-spot-ticket.ts.
 */
export function OrderForm({ pair, ticket }: OrderFormProps) {
  const { t } = useTranslation();
  const { values, errors, percent, summary, loggedIn, submitting } = ticket;
  const buy = summary.isBuy;

  return (
    <form
      className="spot-form"
      onSubmit={(event) => void ticket.submit(event)}
      noValidate
      data-testid="spot-form"
    >
      <SideTabs side={values.side} onChange={ticket.setSide} />
      <KindSwitch kind={values.kind} onChange={ticket.setKind} />

      {values.kind === 'limit' ? (
        <DecimalField
          id="spot-price"
          label={t('spot.price')}
          error={errors.price}
          decimals={pair.price_precision}
          suffix={pair.legal_name}
          value={values.price}
          placeholder={t('spot.price')}
          onChange={ticket.setPrice}
        />
      ) : (
        <MarketPriceField
          label={t('spot.price')}
          price={<Amount kind="price" value={summary.price} precision={pair.price_precision} />}
        />
      )}

      <SizeModeSwitch mode={values.sizeMode ?? 'amount'} onChange={ticket.setSizeMode} />
      {values.sizeMode === 'total' ? (
        <>
          <DecimalField
            id="spot-total"
            label={t('spot.total')}
            error={errors.total}
            decimals={SPOT_MONEY_DECIMALS}
            suffix={pair.legal_name}
            value={values.total ?? ''}
            placeholder={t('spot.totalPlaceholder', { coin: pair.legal_name })}
            onChange={ticket.setTotal}
          />
          <p className="spot-total-gives" data-testid="spot-total-amount">
            {t('spot.totalGives')}{' '}
            <Amount
              value={summary.amount || null}
              precision={pair.amount_precision}
              suffix={pair.currency_name}
            />
          </p>
        </>
      ) : (
        <DecimalField
          id="spot-amount"
          label={t('spot.amount')}
          error={errors.amount}
          decimals={pair.amount_precision}
          suffix={pair.currency_name}
          value={values.amount}
          placeholder={t('spot.amountPlaceholder', { coin: pair.currency_name })}
          onChange={ticket.setAmount}
        />
      )}

      <PercentShortcuts
        percent={percent}
        disabled={!loggedIn || summary.spendable === null}
        onChoose={ticket.choosePercent}
      />

      <OrderFigures pair={pair} ticket={ticket} />

      {/* Sticky above the tab bar: the button stays in reach while the form scrolls. */}
      <div className="spot-submit-bar">
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
      </div>
    </form>
  );
}
