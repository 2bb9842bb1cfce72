import { formatDateTime, type OptionOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { formatCountdown, remainingMs } from '../model/countdown';
import { useNumberLocale } from '../../../components/ui/amount';
import { ratioLabel } from '../model/preview';
import { optionOutcome } from '../model/result';
import {
  CoinValue,
  DirectionTag,
  Facts,
  OutcomeChip,
  TickValue,
  useStakeFact,
} from './order-parts';

interface OrderRowProps {
  order: OptionOrderView;
  now: number;
  pricePrecision?: number;
}

/**
 * One order in a list: pair, direction and outcome; the countdown while it runs, the signed result
 * once settled (or, voided, that stake and fee came back); then stake, duration, ratio, the open
 * and end ticks and the expiry time.
 */
export function OrderRow({ order, now, pricePrecision }: OrderRowProps) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const stake = useStakeFact(order);
  const outcome = optionOutcome(order, now);
  const open = outcome === 'running' || outcome === 'settling';
  const voided = outcome === 'void';
  return (
    <article className="opt-row" data-order-id={order.id} data-outcome={outcome}>
      <div className="opt-row__head">
        <span className="opt-row__pair">{order.symbol}</span>
        <DirectionTag type={order.type} />
        <OutcomeChip outcome={outcome} />
      </div>
      <div className="opt-row__main">
        {open ? (
          <span className="opt-row__countdown" data-testid="row-countdown">
            {formatCountdown(remainingMs(order.handled_at, now))}
          </span>
        ) : voided ? (
          <span className="opt-row__void" data-testid="row-void">
            {t('options.order.void.summary')}
          </span>
        ) : (
          <span className="opt-row__profit" data-testid="row-profit">
            <CoinValue value={order.fact_profits} currency={order.currency_name} signed colored />
          </span>
        )}
      </div>
      <Facts
        items={[
          stake,
          {
            key: 'duration',
            label: t('options.order.duration'),
            value: t('options.secondsShort', { count: order.seconds }),
          },
          {
            key: 'ratio',
            label: t('options.order.ratio'),
            value: ratioLabel(order.profit_ratio, locale),
          },
          {
            key: 'expiry',
            label: t('options.order.expiry'),
            value: formatDateTime(order.handled_at),
          },
          {
            key: 'open',
            label: t('options.order.openPrice'),
            value: (
              <TickValue
                price={order.open_price}
                time={order.open_time}
                precision={pricePrecision}
              />
            ),
          },
          {
            key: 'end',
            label: t('options.order.endPrice'),
            value: open ? (
              <span className="opt-row__pending">{t('options.order.endPending')}</span>
            ) : voided ? (
              <span className="opt-row__pending">{t('options.order.void.noEndPrice')}</span>
            ) : (
              <TickValue price={order.end_price} time={order.end_time} precision={pricePrecision} />
            ),
          },
        ]}
      />
    </article>
  );
}
