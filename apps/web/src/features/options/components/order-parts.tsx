import type { ReactNode } from 'react';
import { formatDateTime, type OptionOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, Price, useNumberLocale } from '../../../components/ui/amount';
import { DetailList } from '../../../components/ui/detail-list';
import { ratioLabel } from '../model/preview';
import { directionOf, OUTCOME_TONE, type OptionOutcome } from '../model/result';
import { ArrowDownIcon, ArrowUpIcon } from './options-icons';

/** "↑ Up" in the up colour or "↓ Down" in the down colour. */
export function DirectionTag({ type }: { type: number }) {
  const { t } = useTranslation();
  const direction = directionOf(type);
  return (
    <span className={`opt-direction-tag opt-direction-tag--${direction}`}>
      {direction === 'up' ? <ArrowUpIcon /> : <ArrowDownIcon />}
      {t(`options.${direction}`)}
    </span>
  );
}

/** Running, settling, won, lost or draw, as a coloured chip. */
export function OutcomeChip({ outcome }: { outcome: OptionOutcome }) {
  const { t } = useTranslation();
  return (
    <span
      className={`status-tag status-tag--${OUTCOME_TONE[outcome]} opt-outcome`}
      data-outcome={outcome}
    >
      {t(`options.outcome.${outcome}`)}
    </span>
  );
}

/** A stake or a result in its coin, with as many decimals as it has (2 to 8). */
export function CoinValue({
  value,
  currency,
  signed,
  colored,
}: {
  value: string | null;
  currency: string;
  signed?: boolean;
  colored?: boolean;
}) {
  return <Amount value={value} kind="amount" signed={signed} colored={colored} suffix={currency} />;
}

/** The stake in its coin, as one of an order's facts. */
export function useStakeFact(order: Pick<OptionOrderView, 'number' | 'currency_name'>) {
  const { t } = useTranslation();
  return {
    key: 'stake',
    label: t('options.order.stake'),
    value: <CoinValue value={order.number} currency={order.currency_name} />,
  };
}

/** A price with the pair's decimals (the feed's own decimals when the pair is unknown). */
export function PriceValue({ value, precision }: { value: string | null; precision?: number }) {
  return precision === undefined ? (
    <Amount value={value} kind="amount" />
  ) : (
    <Price value={value} precision={precision} />
  );
}

/** Labelled figures in two columns. */
export function Facts({ items }: { items: { label: ReactNode; value: ReactNode; key: string }[] }) {
  return (
    <DetailList className="opt-facts" rowClassName="opt-facts__item" rowData="fact" rows={items} />
  );
}

/** A price with the time of the tick it came from, e.g. "65,012.50 · 2024-06-01 12:00:05". */
export function TickValue({
  price,
  time,
  precision,
}: {
  price: string | null;
  time: number | null;
  precision?: number;
}) {
  return (
    <span className="opt-tick">
      <PriceValue value={price} precision={precision} />
      {time !== null ? (
        <time className="opt-tick__time" dateTime={new Date(time).toISOString()}>
          {formatDateTime(time)}
        </time>
      ) : null}
    </span>
  );
}

/** "60s · +85%": the duration and its payout ratio. */
export function TermsText({ order }: { order: Pick<OptionOrderView, 'seconds' | 'profit_ratio'> }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  return (
    <>
      {t('options.secondsShort', { count: order.seconds })} ·{' '}
      {ratioLabel(order.profit_ratio, locale)}
    </>
  );
}

/** The order's pair, direction, duration and payout ratio, atop its card. */
export function CardHead({ order }: { order: OptionOrderView }) {
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
