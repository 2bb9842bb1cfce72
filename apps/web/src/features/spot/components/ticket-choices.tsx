import { SIDE } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { ToggleButtons } from '../../../components/ui/toggle-buttons';
import {
  PERCENT_SHORTCUTS,
  type OrderKind,
  type SpotSide,
  type SpotSizeMode,
} from '../model/spot-form';

const SIDE_KEY: Record<SpotSide, 'buy' | 'sell'> = { [SIDE.buy]: 'buy', [SIDE.sell]: 'sell' };
const SIDES: SpotSide[] = [SIDE.buy, SIDE.sell];
const KINDS: OrderKind[] = ['limit', 'market'];

/** Buy or sell, as two tabs. */
export function SideTabs({
  side,
  onChange,
}: {
  side: SpotSide;
  onChange: (side: SpotSide) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtons
      role="tab"
      options={SIDES.map((value) => ({ value, label: t(`spot.${SIDE_KEY[value]}`) }))}
      value={side}
      onChange={onChange}
      className="spot-sides"
      itemClassName={(value) => `spot-sides__item spot-sides__item--${SIDE_KEY[value]}`}
      label={t('spot.side')}
    />
  );
}

/** Limit or market, as a radio group. */
export function KindSwitch({
  kind,
  onChange,
}: {
  kind: OrderKind;
  onChange: (kind: OrderKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtons
      role="radio"
      options={KINDS.map((value) => ({ value, label: t(`spot.kind.${value}`) }))}
      value={kind}
      onChange={onChange}
      className="spot-kinds"
      itemClassName="spot-kinds__item"
      label={t('spot.orderType')}
    />
  );
}

/** 25 / 50 / 75 / 100 % of what the account can spend; off while that is unknown. */
export function PercentShortcuts({
  percent,
  disabled,
  onChoose,
}: {
  percent: number | null;
  disabled: boolean;
  onChoose: (share: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtons
      role="pressed"
      options={PERCENT_SHORTCUTS.map((share) => ({ value: share, label: <>{share}%</> }))}
      value={percent}
      onChange={onChoose}
      className="spot-percent"
      itemClassName="spot-percent__item"
      label={t('spot.percentOfAvailable')}
      disabled={disabled}
    />
  );
}

const SIZE_MODES: SpotSizeMode[] = ['amount', 'total'];

/** Size by the amount in the base coin or by the total in the quote coin, as a radio group. */
export function SizeModeSwitch({
  mode,
  onChange,
}: {
  mode: SpotSizeMode;
  onChange: (mode: SpotSizeMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtons
      role="radio"
      options={SIZE_MODES.map((value) => ({
        value,
        label: t(value === 'amount' ? 'spot.byAmount' : 'spot.byTotal'),
      }))}
      value={mode}
      onChange={onChange}
      className="spot-kinds"
      itemClassName="spot-kinds__item"
      label={t('spot.sizeBy')}
    />
  );
}
