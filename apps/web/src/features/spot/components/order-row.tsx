import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { formatDateTime, SPOT_STATUS, type SpotOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, coinPrecision, formatAmount } from '../../../components/ui/amount';
import { coinsOf, frozenOf, orderStatus, sideKey } from '../model/orders';
import './spot.css';

interface OrderRowProps {
  order: SpotOrderView;
  /** Decimals of the pair's prices (from the quotation list; else as many as the value has). */
  pricePrecision?: number;
  /** Open orders offer a cancel. */
  onCancel?: (order: SpotOrderView) => void;
  cancelling?: boolean;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="spot-order__figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One spot order: pair, side (coloured), market or limit, limit price, amount and time; while
 * open what it holds frozen; once filled the fill price, total, fee with its coin and the feed
 * tick (price and time) that filled it.
 */
export function OrderRow({ order, pricePrecision, onCancel, cancelling }: OrderRowProps) {
  const { t } = useTranslation();
  const side = sideKey(order.type);
  const status = orderStatus(order.status);
  const { base, quote } = coinsOf(order.symbol);
  const priceDigits = (value: string | null | undefined) =>
    pricePrecision ?? coinPrecision(value, 2, 8);
  const coinDigits = (value: string | null | undefined) => coinPrecision(value, 2, 10);
  const figure = (label: string, value: string | null, suffix: string, digits = coinDigits) => (
    <Figure label={label}>
      <Amount value={value} precision={digits(value)} suffix={suffix} />
    </Figure>
  );
  /** A price figure: the pair's precision, grouped per language (65,012.34). */
  const priceFigure = (label: string, value: string | null, suffix: string) => (
    <Figure label={label}>
      <Amount kind="price" value={value} precision={priceDigits(value)} suffix={suffix} />
    </Figure>
  );
  const filled = order.status === SPOT_STATUS.done;
  const open = order.status === SPOT_STATUS.trading;
  const held = frozenOf(order);

  return (
    <article
      className="spot-order"
      data-testid="spot-order"
      data-order-id={order.id}
      data-status={status.key}
    >
      <header className="spot-order__head">
        <span className={`spot-order__side spot-order__side--${side}`}>{t(`spot.${side}`)}</span>
        <span className="spot-order__pair">{order.symbol}</span>
        <span className="spot-order__kind">{t(`spot.kind.${order.order_type}`)}</span>
        <span className={`status-tag status-tag--${status.tone} spot-order__status`}>
          {t(`spot.status.${status.key}`)}
        </span>
      </header>

      <dl className="spot-order__figures">
        {order.order_type === 'limit'
          ? priceFigure(t('spot.order.limitPrice'), order.target_price, quote)
          : null}
        {figure(t('spot.order.amount'), order.trade_amount, base)}
        {filled ? (
          <>
            {priceFigure(t('spot.order.fillPrice'), order.fill_price, quote)}
            {figure(t('spot.order.total'), order.total, quote)}
            {figure(t('spot.order.fee'), order.fee, order.fee_currency)}
          </>
        ) : null}
        {open ? figure(t('spot.order.held'), held.amount, held.currency) : null}
        <div className="spot-order__figure spot-order__figure--wide">
          <dt>{t('spot.order.time')}</dt>
          <dd>{formatDateTime(order.created_at)}</dd>
        </div>
        {onCancel && open ? (
          <div className="spot-order__actions">
            <Button
              size="mini"
              fill="outline"
              className="spot-order__cancel"
              loading={cancelling}
              disabled={cancelling}
              onClick={() => onCancel(order)}
            >
              {t('spot.cancelOrder')}
            </Button>
          </div>
        ) : null}
      </dl>

      {filled && order.tick ? (
        <p className="spot-order__tick" data-testid="spot-order-tick">
          {t(order.order_type === 'market' ? 'spot.order.tickMarket' : 'spot.order.tickLimit', {
            price: formatAmount(order.tick.price, {
              kind: 'price',
              precision: priceDigits(order.tick.price),
            }),
            time: formatDateTime(order.tick.time),
          })}
        </p>
      ) : null}
    </article>
  );
}
