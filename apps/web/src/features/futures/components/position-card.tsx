import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { formatDateTime, LEVER_STATUS, type LeverPositionView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { DetailList } from '../../../components/ui/detail-list';
import { returnOnMargin } from '../model/risk';
import { leverageText, PairLabel, SideTag, usdtDigits } from './bits';

interface Cell {
  key: string;
  label: ReactNode;
  value: ReactNode;
  className?: string;
}

export function Cells({ cells, wide }: { cells: Cell[]; wide?: boolean }) {
  return (
    <DetailList
      className={`fut-grid${wide ? ' fut-grid--two' : ''}`}
      rowData="cell"
      rows={cells.map(({ className, ...cell }) => ({ ...cell, valueClassName: className }))}
    />
  );
}

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
  const usdt = (value: string, max = 4) => (
    <Amount value={value} precision={usdtDigits(value, max)} grouped />
  );
  const roe = returnOnMargin(position.profits, position.caution_money);
  const closing = position.status === LEVER_STATUS.closing;
  return (
    <article className="fut-position" data-testid="position" data-id={position.id}>
      <header className="fut-position__head">
        <SideTag direction={position.type} />
        <span className="fut-position__pair">
          <PairLabel symbol={position.symbol} />
        </span>
        <span className="fut-tag fut-tag--plain">{leverageText(position.multiple)}</span>
        <span className="fut-tag fut-tag--plain">
          {t('futures.lotsCount', { count: position.share })}
        </span>
        {closing ? <span className="fut-tag fut-tag--plain">{t('futures.closing')}</span> : null}
      </header>
      <div className="fut-position__pl">
        <div>
          <div className="fut-position__pl-label">{t('futures.position.unrealised')}</div>
          <div className="fut-position__pl-value" data-testid="position-pl">
            <Amount
              value={position.profits}
              precision={usdtDigits(position.profits)}
              grouped
              colored
              signed
            />
          </div>
        </div>
        <div className="fut-position__roe">
          <Amount value={roe} precision={2} colored signed suffix="%" />
        </div>
      </div>
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
            value: usdt(position.caution_money),
          },
          { key: 'fee', label: t('futures.position.fee'), value: usdt(position.trade_fee, 6) },
          {
            key: 'overnight',
            label: t('futures.position.overnight'),
            value: usdt(position.overnight_money, 6),
          },
          {
            key: 'tp',
            label: t('futures.takeProfit'),
            value: position.target_profit_price
              ? price(position.target_profit_price)
              : t('futures.notSet'),
          },
          {
            key: 'sl',
            label: t('futures.stopLoss'),
            value: position.stop_loss_price ? price(position.stop_loss_price) : t('futures.notSet'),
          },
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

/** One limit entry waiting for its price, with its frozen margin and a cancel button. */
export function PendingCard({
  position,
  precision,
  busy,
  onCancel,
}: {
  position: LeverPositionView;
  precision: number;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const price = (value: string | null) => <Amount value={value} precision={precision} />;
  const usdt = (value: string, max = 4) => (
    <Amount value={value} precision={usdtDigits(value, max)} grouped />
  );
  return (
    <article className="fut-position" data-testid="pending" data-id={position.id}>
      <header className="fut-position__head">
        <SideTag direction={position.type} />
        <span className="fut-position__pair">
          <PairLabel symbol={position.symbol} />
        </span>
        <span className="fut-tag fut-tag--plain">{leverageText(position.multiple)}</span>
        <span className="fut-tag fut-tag--plain">
          {t('futures.lotsCount', { count: position.share })}
        </span>
        <span className="fut-position__time">
          {formatDateTime(position.created_at).slice(5, 16)}
        </span>
      </header>
      <Cells
        cells={[
          {
            key: 'limit',
            label: t('futures.position.limitPrice'),
            value: price(position.target_price),
          },
          {
            key: 'mark',
            label: t('futures.position.markPrice'),
            value: price(position.update_price),
          },
          {
            key: 'margin',
            label: t('futures.position.frozenMargin'),
            value: usdt(position.caution_money),
          },
          { key: 'fee', label: t('futures.position.fee'), value: usdt(position.trade_fee, 6) },
          {
            key: 'tp',
            label: t('futures.takeProfit'),
            value: position.target_profit_price
              ? price(position.target_profit_price)
              : t('futures.notSet'),
          },
          {
            key: 'sl',
            label: t('futures.stopLoss'),
            value: position.stop_loss_price ? price(position.stop_loss_price) : t('futures.notSet'),
          },
        ]}
      />
      <div className="fut-position__actions">
        <Button size="small" className="button-danger" loading={busy} onClick={onCancel}>
          {t('futures.position.cancel')}
        </Button>
      </div>
    </article>
  );
}
