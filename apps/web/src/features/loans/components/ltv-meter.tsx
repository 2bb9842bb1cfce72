import { loanRules, Money } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { useLoanFormat } from './loan-format';

type Zone = 'safe' | 'margin_call' | 'liquidation';

/** The status tag's tone of a zone. */
const TONE: Record<Zone, string> = { safe: 'up', margin_call: 'warning', liquidation: 'down' };

/** The three levels as marks on a 0–100 % scale. */
const MARKS = [
  ['initial', loanRules.LOAN_LEVELS.initial],
  ['marginCall', loanRules.LOAN_LEVELS.marginCall],
  ['liquidation', loanRules.LOAN_LEVELS.liquidation],
] as const;

/** The zone's name, in a status tag. */
export function ZoneTag({ zone }: { zone: Zone }) {
  const { t } = useTranslation();
  return (
    <span className={`status-tag status-tag--${TONE[zone]} loan-zone`}>
      {t(`loans.zone.${zone}`)}
    </span>
  );
}

/**
 * A loan's LTV on a bar with the 65 %, 75 % and 83 % marks (the legend under it names them), and
 * its zone in words: a meter for screen readers, its value text saying both.
 */
export function LtvMeter({
  ltv,
  zone,
  testId,
  legend = false,
}: {
  ltv: string | null;
  zone: Zone | null;
  testId?: string;
  /** Names the three marks under the bar. */
  legend?: boolean;
}) {
  const { t } = useTranslation();
  const f = useLoanFormat();
  const percent = ltv === null ? 0 : Math.min(100, new Money(ltv).times(100).toNumber());
  const text = f.percent(ltv);
  return (
    <div className="loan-ltv" data-testid={testId}>
      <div className="loan-ltv__head">
        <span className="loan-ltv__label">{t('loans.ltv')}</span>
        <span className="loan-ltv__value" data-testid={testId ? `${testId}-value` : undefined}>
          {text}
        </span>
        {zone ? <ZoneTag zone={zone} /> : null}
      </div>
      <div
        className="loan-ltv__bar"
        role="meter"
        aria-label={t('loans.ltv')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(percent.toFixed(2))}
        aria-valuetext={zone ? `${text}, ${t(`loans.zone.${zone}`)}` : text}
      >
        <span
          className={`loan-ltv__fill loan-ltv__fill--${zone ?? 'safe'}`}
          style={{ width: `${percent}%` }}
        />
        {MARKS.map(([key, level]) => (
          <span
            key={key}
            className="loan-ltv__mark"
            style={{ left: `${Number(level) * 100}%` }}
            aria-hidden="true"
          />
        ))}
      </div>
      {legend ? <LevelsLegend /> : null}
    </div>
  );
}

/** "Opens up to 65 % · margin call 75 % · liquidation 83 %". */
export function LevelsLegend() {
  const { t } = useTranslation();
  const f = useLoanFormat();
  return (
    <p className="loan-ltv__legend">
      {t('loans.levels', {
        initial: f.percent(loanRules.LOAN_LEVELS.initial, 0),
        call: f.percent(loanRules.LOAN_LEVELS.marginCall, 0),
        liquidation: f.percent(loanRules.LOAN_LEVELS.liquidation, 0),
      })}
    </p>
  );
}
