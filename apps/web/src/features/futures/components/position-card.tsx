import Button from 'antd-mobile/es/components/button';
import { formatDateTime, LEVER_STATUS, type LeverPositionView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, Percent } from '../../../components/ui/amount';
import { returnOnMargin } from '../model/risk';
import { UsdtAmount } from './bits';
import { Cells, PositionHead, ProfitFigure, useStopCells } from './position-parts';

interface PositionCardProps {
  position: LeverPositionView;
  /** Decimals of the pair's prices. */
  precision: number;
  busy: boolean;
  onClose: () => void;
  onStops: () => void;
}

/** One open position with its live P/L, risks and the actions on it. */
export function PositionCard({ position, precision, busy, onClose, onStops }: PositionCardProps) {
  const { t } = useTranslation();
  const price = (value: string | null) => <Amount value={value} precision={precision} />;
  const roe = returnOnMargin(position.profits, position.caution_money);
  const closing = position.status === LEVER_STATUS.closing;
  const stopCells = useStopCells(position, price);
  return (
    <article className="fut-position" data-testid="position" data-id={position.id}>
      <PositionHead position={position}>
        {closing ? <span className="fut-tag fut-tag--plain">{t('futures.closing')}</span> : null}
      </PositionHead>
      <ProfitFigure
        label={t('futures.position.unrealised')}
        profits={position.profits}
        testId="position-pl"
      >
        <div className="fut-position__roe">
          <Percent value={roe} colored />
        </div>
      </ProfitFigure>
      <Cells
        cells={[
          { key: 'open', label: t('futures.position.openPrice'), value: price(position.price) },
          {
            key: 'mark',
            label: t('futures.position.markPrice'),
            value: price(position.update_price),
          },
          {
            key: 'liquidation',
            label: t('futures.position.liquidation'),
            value:
              position.liquidation_price === null
                ? t('futures.position.noLiquidation')
                : price(position.liquidation_price),
            className: 'is-liquidation',
          },
          {
            key: 'margin',
            label: t('futures.position.margin'),
            value: <UsdtAmount value={position.caution_money} />,
          },
          {
            key: 'fee',
            label: t('futures.position.fee'),
            value: <UsdtAmount value={position.trade_fee} max={6} />,
          },
          {
            key: 'overnight',
            label: t('futures.position.overnight'),
            value: <UsdtAmount value={position.overnight_money} max={6} />,
          },
          ...stopCells,
          {
            key: 'opened',
            label: t('futures.position.openedAt'),
            value: position.transaction_time
              ? formatDateTime(position.transaction_time).slice(5, 16)
              : '--',
            className: 'is-time',
          },
        ]}
      />
      <div className="fut-position__actions">
        <Button size="small" disabled={closing || busy} onClick={onStops}>
          {t('futures.position.setStops')}
        </Button>
        <Button
          size="small"
          className="button-danger"
          disabled={closing}
          loading={busy}
          onClick={onClose}
        >
          {t('futures.position.close')}
        </Button>
      </div>
    </article>
  );
}
