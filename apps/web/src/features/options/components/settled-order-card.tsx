import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { OptionOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PrimaryButton } from '../../../components/ui/primary-button';
import { optionOutcome, OUTCOME_TONE, voidRefund } from '../model/result';
import { CardHead, CoinValue, Facts, OutcomeChip, TickValue, useStakeFact } from './order-parts';

export interface SettledOrderCardProps {
  order: OptionOrderView;
  pricePrecision?: number;
  now: number;
  onDismiss: () => void;
  onViewAll: () => void;
}

/** The figures of a settled order: the ticks that decided it (or the missing end), stake, fee. */
function SettledFacts({
  order,
  pricePrecision,
  end,
}: {
  order: OptionOrderView;
  pricePrecision?: number;
  /** The end price as shown: its tick, or why there is none. */
  end: ReactNode;
}) {
  const { t } = useTranslation();
  const stake = useStakeFact(order);
  return (
    <Facts
      items={[
        {
          key: 'open',
          label: t('options.order.openPrice'),
          value: (
            <TickValue price={order.open_price} time={order.open_time} precision={pricePrecision} />
          ),
        },
        { key: 'end', label: t('options.order.endPrice'), value: end },
        stake,
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
  );
}

/** After the result: to every order, or back to a new one. */
function SettledActions({
  onViewAll,
  onDismiss,
}: Pick<SettledOrderCardProps, 'onViewAll' | 'onDismiss'>) {
  const { t } = useTranslation();
  return (
    <div className="opt-card__actions">
      <Button size="small" shape="rounded" onClick={onViewAll}>
        {t('options.current.all')}
      </Button>
      <PrimaryButton inline size="small" onClick={onDismiss}>
        {t('options.order.tradeAgain')}
      </PrimaryButton>
    </div>
  );
}

/** The settled order: won, lost or draw, its signed result, and the two ticks that decided it. */
export function SettledOrderCard({
  order,
  pricePrecision,
  now,
  onDismiss,
  onViewAll,
}: SettledOrderCardProps) {
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
      <SettledFacts
        order={order}
        pricePrecision={pricePrecision}
        end={<TickValue price={order.end_price} time={order.end_time} precision={pricePrecision} />}
      />
      <p className="opt-card__rule">
        {t(`options.order.rule.${order.type === 2 ? 'down' : 'up'}`)}
      </p>
      <SettledActions onViewAll={onViewAll} onDismiss={onDismiss} />
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
}: Omit<SettledOrderCardProps, 'now'>) {
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
      <SettledFacts
        order={order}
        pricePrecision={pricePrecision}
        end={<span className="opt-row__pending">{t('options.order.void.noEndPrice')}</span>}
      />
      <p className="opt-card__rule">{t('options.order.void.rule')}</p>
      <SettledActions onViewAll={onViewAll} onDismiss={onDismiss} />
    </section>
  );
}
