import {
  formatDateTime,
  LEVER_STATUS,
  Money,
  type LeverPositionView,
  type TickView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { closeReasonKey } from '../model/positions';
import { UsdtAmount } from './bits';
import { Cells, PositionHead, ProfitFigure } from './position-parts';

/** A closed or cancelled position: prices, reason, realised P/L, fees, times and the ticks used. */
export function HistoryRow({
  position,
  precision,
}: {
  position: LeverPositionView;
  precision: number;
}) {
  const { t } = useTranslation();
  const cancelled = position.status === LEVER_STATUS.cancelled;
  const reason = cancelled ? 'cancelled' : closeReasonKey(position.close_reason);
  const price = (value: string | null) => <Amount value={value} precision={precision} />;
  const fees = new Money(position.trade_fee).plus(position.overnight_money).toFixed();
  const time = (ms: number | null) =>
    ms ? <span className="fut-time">{formatDateTime(ms)}</span> : '--';
  const tick = (label: string, value: TickView | null) =>
    value ? (
      <div>
        {label}: <Amount value={value.price} precision={precision} /> · {formatDateTime(value.time)}
      </div>
    ) : null;
  return (
    <article className="fut-history" data-testid="history-row" data-id={position.id}>
      <PositionHead position={position}>
        <span
          className={`fut-tag ${reason === 'liquidation' || reason === 'stop_loss' ? 'fut-tag--short' : reason === 'take_profit' ? 'fut-tag--long' : 'fut-tag--plain'}`}
          data-testid="history-reason"
        >
          {t(`futures.reason.${reason}`)}
        </span>
      </PositionHead>
      {cancelled ? (
        <Cells
          wide
          cells={[
            {
              key: 'limit',
              label: t('futures.position.limitPrice'),
              value: price(position.target_price),
            },
            {
              key: 'created',
              label: t('futures.history.createdAt'),
              value: time(position.created_at),
            },
            {
              key: 'cancelled',
              label: t('futures.history.cancelledAt'),
              value: time(position.closed_at),
            },
          ]}
        />
      ) : (
        <>
          <ProfitFigure
            label={t('futures.history.realised')}
            profits={position.profits}
            testId="history-pl"
          />
          <Cells
            wide
            cells={[
              { key: 'open', label: t('futures.position.openPrice'), value: price(position.price) },
              {
                key: 'close',
                label: t('futures.history.closePrice'),
                value: price(position.close_price),
              },
              {
                key: 'fees',
                label: t('futures.history.fees'),
                value: <UsdtAmount value={fees} max={6} />,
              },
              {
                key: 'margin',
                label: t('futures.position.margin'),
                value: <UsdtAmount value={position.caution_money} />,
              },
              {
                key: 'opened',
                label: t('futures.position.openedAt'),
                value: time(position.transaction_time),
              },
              {
                key: 'closed',
                label: t('futures.history.closedAt'),
                value: time(position.closed_at),
              },
            ]}
          />
          <div className="fut-history__ticks" data-testid="history-ticks">
            {tick(t('futures.history.openTick'), position.open_tick)}
            {tick(t('futures.history.closeTick'), position.close_tick)}
          </div>
        </>
      )}
    </article>
  );
}
