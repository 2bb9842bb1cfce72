import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { DetailList } from '../../../components/ui/detail-list';
import { FeeWithCoupon } from '../../coupons';
import type { OrderPreview } from '../model/order-preview';
import type { TicketOrder } from '../model/ticket';
import { leverageText, RiskRate, usdtDigits, UsdtAmount } from './bits';

interface Line {
  key: string;
  label: ReactNode;
  value: ReactNode;
  tone?: 'strong' | 'danger';
}

export function Lines({ lines, testId }: { lines: Line[]; testId?: string }) {
  return (
    <DetailList
      className="fut-lines"
      rowClassName="fut-lines__row"
      rowData="line"
      testId={testId}
      rows={lines.map(({ tone, ...line }) => ({
        ...line,
        className: tone ? `is-${tone}` : undefined,
      }))}
    />
  );
}

interface PreviewLinesProps {
  preview: OrderPreview;
  entry: 'market' | 'limit';
  pricePrecision: number;
  coin: string;
  quote: string;
  /** The confirm sheet adds the order itself: side, lots, leverage, TP and SL. */
  order?: TicketOrder;
  threshold: string;
  loggedIn: boolean;
}

/**
 * The figures before confirming (PRODUCT-RULES.md §0): entry price, notional, margin, fee,
 * estimated liquidation price and the risk rate after opening.
 */
export function PreviewLines({
  preview,
  entry,
  pricePrecision,
  coin,
  quote,
  order,
  threshold,
  loggedIn,
}: PreviewLinesProps) {
  const { t } = useTranslation();
  const price = (value: string | null) => <Amount value={value} precision={pricePrecision} />;
  const usdt = (value: string, max?: number) => (
    <UsdtAmount value={value} max={max} suffix={quote} />
  );
  const lines: Line[] = [];
  if (order) {
    lines.push(
      {
        key: 'lots',
        label: t('futures.lots'),
        value: (
          <>
            {t('futures.lotsCount', { count: order.lots })} ·{' '}
            <Amount
              value={preview.quantity}
              precision={usdtDigits(preview.quantity, 8)}
              suffix={coin}
            />
          </>
        ),
      },
      { key: 'leverage', label: t('futures.leverage'), value: leverageText(order.leverage) },
    );
  }
  lines.push(
    {
      key: 'entry',
      label:
        entry === 'market' ? t('futures.preview.entryMarket') : t('futures.preview.entryLimit'),
      value: price(preview.entryPrice),
    },
    { key: 'notional', label: t('futures.preview.notional'), value: usdt(preview.notional) },
    {
      key: 'margin',
      label: t('futures.preview.margin'),
      value: usdt(preview.margin),
      tone: 'strong',
    },
    {
      key: 'fee',
      label: t('futures.preview.fee'),
      value: (
        <FeeWithCoupon
          kind="futures_fee"
          fee={preview.fee}
          enabled={loggedIn}
          render={(fee) => usdt(fee ?? '0', 6)}
        />
      ),
    },
  );
  if (order) {
    lines.push(
      {
        key: 'tp',
        label: t('futures.takeProfit'),
        value: order.takeProfit ? price(order.takeProfit) : t('futures.notSet'),
      },
      {
        key: 'sl',
        label: t('futures.stopLoss'),
        value: order.stopLoss ? price(order.stopLoss) : t('futures.notSet'),
      },
    );
  }
  lines.push(
    {
      key: 'liquidation',
      label: t('futures.preview.liquidation'),
      value: !loggedIn
        ? t('futures.preview.loginForLiquidation')
        : preview.liquidationPrice === null
          ? t('futures.preview.noLiquidation')
          : price(preview.liquidationPrice),
      tone: loggedIn && preview.liquidationPrice !== null ? 'danger' : undefined,
    },
    {
      key: 'risk',
      label: t('futures.preview.riskAfter'),
      value: loggedIn ? <RiskRate value={preview.riskRateAfter} threshold={threshold} /> : '--',
    },
  );
  return <Lines lines={lines} testId={order ? 'confirm-lines' : 'preview-lines'} />;
}
