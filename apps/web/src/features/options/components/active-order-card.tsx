import { useEffect, useRef } from 'react';
import type { OptionOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { elapsedShare, formatCountdown, remainingMs } from '../model/countdown';
import { payoutOf } from '../model/preview';
import { optionOutcome, OUTCOME_TONE, provisionalOutcome } from '../model/result';
import { CardHead, CoinValue, Facts, PriceValue, TickValue, useStakeFact } from './order-parts';
import { SettledOrderCard } from './settled-order-card';

interface ActiveOrderCardProps {
  order: OptionOrderView;
  /** The pair's live feed price (null when unknown). */
  livePrice: string | null;
  pricePrecision?: number;
  now: number;
  onDismiss: () => void;
  onViewAll: () => void;
}

/** The order just placed: its countdown beside the open and live prices while it runs. */
function RunningCard({ order, livePrice, pricePrecision, now }: ActiveOrderCardProps) {
  const { t } = useTranslation();
  const stake = useStakeFact(order);
  const outcome = optionOutcome(order, now);
  const hint = provisionalOutcome(order.type, order.open_price, livePrice);
  const share = elapsedShare(order, now);
  return (
    <section className="card opt-card" data-testid="option-countdown">
      <CardHead order={order} />
      <div className="opt-card__running">
        <div className="opt-card__clock">
          <span className="opt-card__clock-label">
            {outcome === 'settling' ? t('options.outcome.settling') : t('options.order.timeLeft')}
          </span>
          {/* A timer is not announced every second; the result card is. */}
          <span className="opt-card__countdown" role="timer" data-testid="option-countdown-time">
            {formatCountdown(remainingMs(order.handled_at, now))}
          </span>
          <span className="opt-card__progress" aria-hidden="true">
            <span style={{ width: `${share * 100}%` }} />
          </span>
        </div>
        <dl className="opt-card__prices">
          <div data-fact="open">
            <dt>{t('options.order.openPrice')}</dt>
            <dd>
              <TickValue
                price={order.open_price}
                time={order.open_time}
                precision={pricePrecision}
              />
            </dd>
          </div>
          <div data-fact="live">
            <dt>{t('options.order.livePrice')}</dt>
            <dd className={hint ? `opt-live opt-live--${OUTCOME_TONE[hint]}` : 'opt-live'}>
              <PriceValue value={livePrice} precision={pricePrecision} />
              {hint ? (
                <span className="opt-live__hint">{t(`options.order.now.${hint}`)}</span>
              ) : null}
            </dd>
          </div>
        </dl>
      </div>
      <Facts
        items={[
          stake,
          {
            key: 'payout',
            label: t('options.preview.payout'),
            value: (
              <CoinValue
                value={payoutOf(order.number, order.profit_ratio)}
                currency={order.currency_name}
              />
            ),
          },
        ]}
      />
    </section>
  );
}

/**
 * The order placed from this screen: a countdown while it runs, then its result. It scrolls
 * itself into view when it appears and when it settles, so the countdown and then the result are
 * on screen without the user looking for them.
 */
export function ActiveOrderCard(props: ActiveOrderCardProps) {
  const host = useRef<HTMLDivElement>(null);
  const outcome = optionOutcome(props.order, props.now);
  const settled = outcome !== 'running' && outcome !== 'settling';
  const settledAtMount = useRef(settled);
  useEffect(() => {
    // A result already known when the screen opens stays where it is; a new order or a
    // settlement that arrives while watching is brought into view.
    if (settled && settledAtMount.current) return;
    host.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [props.order.id, settled]);
  return (
    <div ref={host} className="opt-card-host">
      {settled ? <SettledOrderCard {...props} /> : <RunningCard {...props} />}
    </div>
  );
}
