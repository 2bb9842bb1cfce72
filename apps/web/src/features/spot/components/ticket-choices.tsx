import { SIDE } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PERCENT_SHORTCUTS, type OrderKind, type SpotSide } from '../model/spot-form';

const SIDES: { side: SpotSide; key: 'buy' | 'sell' }[] = [
  { side: SIDE.buy, key: 'buy' },
  { side: SIDE.sell, key: 'sell' },
];
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
    <div className="spot-sides" role="tablist" aria-label={t('spot.side')}>
      {SIDES.map(({ side: value, key }) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={side === value}
          className={`spot-sides__item spot-sides__item--${key}${side === value ? ' is-active' : ''}`}
          onClick={() => onChange(value)}
        >
          {t(`spot.${key}`)}
        </button>
      ))}
    </div>
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
    <div className="spot-kinds" role="radiogroup" aria-label={t('spot.orderType')}>
      {KINDS.map((value) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={kind === value}
          className={`spot-kinds__item${kind === value ? ' is-active' : ''}`}
          onClick={() => onChange(value)}
        >
          {t(`spot.kind.${value}`)}
        </button>
      ))}
    </div>
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
    <div className="spot-percent" role="group" aria-label={t('spot.percentOfAvailable')}>
      {PERCENT_SHORTCUTS.map((share) => (
        <button
          key={share}
          type="button"
          className={`spot-percent__item${percent === share ? ' is-active' : ''}`}
          disabled={disabled}
          aria-pressed={percent === share}
          onClick={() => onChoose(share)}
        >
          {share}%
        </button>
      ))}
    </div>
  );
}
