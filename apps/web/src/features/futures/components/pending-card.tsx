import Button from 'antd-mobile/es/components/button';
import { formatDateTime, type LeverPositionView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { UsdtAmount } from './bits';
import { Cells, PositionHead, useStopCells } from './position-parts';

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
  const stopCells = useStopCells(position, price);
  return (
    <article className="fut-position" data-testid="pending" data-id={position.id}>
      <PositionHead position={position}>
        <span className="fut-position__time">
          {formatDateTime(position.created_at).slice(5, 16)}
        </span>
      </PositionHead>
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
            value: <UsdtAmount value={position.caution_money} />,
          },
          {
            key: 'fee',
            label: t('futures.position.fee'),
            value: <UsdtAmount value={position.trade_fee} max={6} />,
          },
          ...stopCells,
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
