import { useEffect, useRef } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { OptionOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { elapsedShare, formatCountdown, remainingMs } from '../model/countdown';
import { payoutOf } from '../model/preview';
import { optionOutcome, OUTCOME_TONE, provisionalOutcome, voidRefund } from '../model/result';
import {
  CoinValue,
  DirectionTag,
  Facts,
  OutcomeChip,
  PriceValue,
  TermsText,
  TickValue,
} from './order-parts';

interface ActiveOrderCardProps {
  order: OptionOrderView;
  /** The pair's live feed price (null when unknown). */
  livePrice: string | null;
  pricePrecision?: number;
  now: number;
  onDismiss: () => void;
  onViewAll: () => void;
}

function CardHead({ order }: { order: OptionOrderView }) {
  return (
    <div className="opt-card__head">
      <span className="opt-card__pair">{order.symbol}</span>
      <DirectionTag type={order.type} />
      <span className="opt-card__terms">
        <TermsText order={order} />
      </span>
    </div>
  );
}

/** The order just placed: its countdown beside the open and live prices while it runs. */
function RunningCard({ order, livePrice, pricePrecision, now }: ActiveOrderCardProps) {
  const { t } = useTranslation();
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
          {
            key: 'stake',
            label: t('options.order.stake'),
            value: <CoinValue value={order.number} currency={order.currency_name} />,
          },
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

/** The settled order: won, lost or draw, its signed result, and the two ticks that decided it. */
function ResultCard({ order, pricePrecision, now, onDismiss, onViewAll }: ActiveOrderCardProps) {
  const { t } = useTranslation();
  const outcome = optionOutcome(order, now);
  if (outcome === 'void') {
    return (
      <VoidCard
        order={order}
        pricePrecision={pricePrecision}
        onDismiss={onDismiss}
        onViewAll={onViewAll}
      />
    );
  }
  return (
    <section
      className={`card opt-card opt-card--${OUTCOME_TONE[outcome]}`}
      data-testid="option-result"
      data-outcome={outcome}
      aria-live="polite"
    >
      <CardHead order={order} />
      <div className="opt-card__result">
        <div className="opt-card__verdict">
          <OutcomeChip outcome={outcome} />
          <span className="opt-card__result-title">{t(`options.order.title.${outcome}`)}</span>
        </div>
        <span className="opt-card__profit" data-testid="option-profit">
          <CoinValue value={order.fact_profits} currency={order.currency_name} signed colored />
        </span>
      </div>
      <h3 className="opt-card__evidence-title">{t('options.order.decidedBy')}</h3>
      <Facts
        items={[
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
            value: (
              <TickValue price={order.end_price} time={order.end_time} precision={pricePrecision} />
            ),
          },
          {
            key: 'stake',
            label: t('options.order.stake'),
            value: <CoinValue value={order.number} currency={order.currency_name} />,
          },
          ...(Number(order.fee) > 0
            ? [
                {
                  key: 'fee',
                  label: t('options.order.fee'),
                  value: <CoinValue value={order.fee} currency={order.currency_name} />,
                },
              ]
            : []),
        ]}
      />
      <p className="opt-card__rule">
        {t(`options.order.rule.${order.type === 2 ? 'down' : 'up'}`)}
      </p>
      <div className="opt-card__actions">
        <Button size="small" shape="rounded" onClick={onViewAll}>
          {t('options.current.all')}
        </Button>
        <Button size="small" shape="rounded" color="primary" onClick={onDismiss}>
          {t('options.order.tradeAgain')}
        </Button>
      </div>
    </section>
  );
}

/**
 * A voided order (no feed price within the tolerance of its expiry): neither won nor lost, no end
 * price, and the stake and fee back in the account.
 */
function VoidCard({
  order,
  pricePrecision,
  onDismiss,
  onViewAll,
}: Pick<ActiveOrderCardProps, 'order' | 'pricePrecision' | 'onDismiss' | 'onViewAll'>) {
  const { t } = useTranslation();
  return (
    <section
      className="card opt-card opt-card--flat"
      data-testid="option-result"
      data-outcome="void"
      aria-live="polite"
    >
      <CardHead order={order} />
      <div className="opt-card__result">
        <div className="opt-card__verdict">
          <OutcomeChip outcome="void" />
          <span className="opt-card__result-title" data-testid="option-void">
            {t('options.order.void.summary')}
          </span>
        </div>
        <span className="opt-card__refund">
          <span className="opt-card__refund-label">{t('options.order.void.refunded')}</span>
          <span className="opt-card__profit">
            <CoinValue value={voidRefund(order)} currency={order.currency_name} />
          </span>
        </span>
      </div>
      <Facts
        items={[
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
            value: <span className="opt-row__pending">{t('options.order.void.noEndPrice')}</span>,
          },
          {
            key: 'stake',
            label: t('options.order.stake'),
            value: <CoinValue value={order.number} currency={order.currency_name} />,
          },
          ...(Number(order.fee) > 0
            ? [
                {
                  key: 'fee',
                  label: t('options.order.fee'),
                  value: <CoinValue value={order.fee} currency={order.currency_name} />,
                },
              ]
            : []),
        ]}
      />
      <p className="opt-card__rule">{t('options.order.void.rule')}</p>
      <div className="opt-card__actions">
        <Button size="small" shape="rounded" onClick={onViewAll}>
          {t('options.current.all')}
        </Button>
        <Button size="small" shape="rounded" color="primary" onClick={onDismiss}>
          {t('options.order.tradeAgain')}
        </Button>
      </div>
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
      {settled ? <ResultCard {...props} /> : <RunningCard {...props} />}
    </div>
  );
}
