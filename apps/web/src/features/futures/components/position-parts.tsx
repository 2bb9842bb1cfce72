import type { ReactNode } from 'react';
import type { LeverPositionView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { DetailList } from '../../../components/ui/detail-list';
import { leverageText, PairLabel, SideTag, UsdtAmount } from './bits';

export interface Cell {
  key: string;
  label: ReactNode;
  value: ReactNode;
  className?: string;
}

/** A position's figures in a grid of label over value, three (or `wide`: two) to a row. */
export function Cells({ cells, wide }: { cells: Cell[]; wide?: boolean }) {
  return (
    <DetailList
      className={`fut-grid${wide ? ' fut-grid--two' : ''}`}
      rowData="cell"
      rows={cells.map(({ className, ...cell }) => ({ ...cell, valueClassName: className }))}
    />
  );
}

/** Side, pair, leverage and lots as tags; `children` adds what the card shows after them. */
export function PositionHead({
  position,
  children,
}: {
  position: LeverPositionView;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="fut-position__head">
      <SideTag direction={position.type} />
      <span className="fut-position__pair">
        <PairLabel symbol={position.symbol} />
      </span>
      <span className="fut-tag fut-tag--plain">{leverageText(position.multiple)}</span>
      <span className="fut-tag fut-tag--plain">
        {t('futures.lotsCount', { count: position.share })}
      </span>
      {children}
    </header>
  );
}

/** The P/L in large figures under its label; `children` stand beside it (the return on margin). */
export function ProfitFigure({
  label,
  profits,
  testId,
  children,
}: {
  label: string;
  profits: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="fut-position__pl">
      <div>
        <div className="fut-position__pl-label">{label}</div>
        <div className="fut-position__pl-value" data-testid={testId}>
          <UsdtAmount value={profits} colored signed />
        </div>
      </div>
      {children}
    </div>
  );
}

/** The take-profit and stop-loss cells: the price, or "not set". */
export function useStopCells(position: LeverPositionView, price: (value: string) => ReactNode) {
  const { t } = useTranslation();
  return [
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
  ] satisfies Cell[];
}
