import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { LeverPositionView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { stopBounds, validateStops, type StopsErrors } from '../model/stops';
import { PairLabel, SideTag, TicketForm } from './bits';
import { Lines } from './preview-lines';
import { StopPriceFields, type StopPrices } from './price-field';
import { StopsRule } from './stops-fields';
import { BottomSheet } from '../../../components/ui/bottom-sheet';

interface StopsSheetProps {
  /** The position (kept live by the page, so its mark price follows the market). */
  position: LeverPositionView | null;
  precision: number;
  submitting: boolean;
  onSave: (prices: { takeProfit: string; stopLoss: string }) => void;
  onClose: () => void;
}

/** Sets or clears the take-profit and stop-loss of an open position, with the rule shown. */
export function StopsSheet({ position, precision, submitting, onSave, onClose }: StopsSheetProps) {
  return (
    <BottomSheet visible={position !== null} onClose={onClose} destroyOnClose>
      {position ? (
        <StopsForm
          key={position.id}
          position={position}
          precision={precision}
          submitting={submitting}
          onSave={onSave}
        />
      ) : null}
    </BottomSheet>
  );
}

function StopsForm({
  position,
  precision,
  submitting,
  onSave,
}: Omit<StopsSheetProps, 'onClose' | 'position'> & { position: LeverPositionView }) {
  const { t } = useTranslation();
  const [prices, setPrices] = useState<StopPrices>({
    takeProfit: position.target_profit_price ?? '',
    stopLoss: position.stop_loss_price ?? '',
  });
  const [errors, setErrors] = useState<StopsErrors>({});
  const open = position.price ?? position.target_price ?? '0';
  const current = position.update_price ?? open;
  const bounds = stopBounds(position.type, open, current);
  const errorText = (key: StopsErrors['takeProfit']) =>
    key ? t(`futures.errors.${key}`, { decimals: precision, min: 0, max: 0 }) : undefined;

  const save = () => {
    const found = validateStops({
      direction: position.type,
      openPrice: open,
      currentPrice: current,
      ...prices,
      precision,
    });
    setErrors(found);
    if (!found.takeProfit && !found.stopLoss)
      onSave({ takeProfit: prices.takeProfit.trim(), stopLoss: prices.stopLoss.trim() });
  };

  return (
    <TicketForm className="fut-sheet" data-testid="stops-sheet" onSubmit={save}>
      <h2 className="sheet__title">{t('futures.stops.title')}</h2>
      <div className="fut-sheet__side">
        <SideTag direction={position.type} />
        <PairLabel symbol={position.symbol} />
      </div>
      <Lines
        lines={[
          {
            key: 'open',
            label: t('futures.position.openPrice'),
            value: <Amount value={open} precision={precision} />,
          },
          {
            key: 'mark',
            label: t('futures.position.markPrice'),
            value: <Amount value={current} precision={precision} />,
          },
        ]}
      />
      <StopPriceFields
        idPrefix="stops"
        prices={prices}
        errors={{ takeProfit: errorText(errors.takeProfit), stopLoss: errorText(errors.stopLoss) }}
        placeholder={t('futures.stops.none')}
        precision={precision}
        onChange={(key, price) => {
          setPrices((current) => ({ ...current, [key]: price }));
          setErrors((current) => ({ ...current, [key]: undefined }));
        }}
      />
      <StopsRule
        direction={position.type}
        takeProfit={bounds.takeProfit}
        stopLoss={bounds.stopLoss}
        precision={precision}
      />
      <p className="fut-hint">{t('futures.stops.clearHint')}</p>
      <Button type="submit" block color="primary" size="large" loading={submitting}>
        {t('futures.stops.save')}
      </Button>
    </TicketForm>
  );
}
