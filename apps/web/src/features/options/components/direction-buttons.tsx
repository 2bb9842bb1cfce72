import { useTranslation } from 'react-i18next';

import { useNumberLocale } from '../../../components/ui/amount';
import { ratioNumber } from '../model/preview';
import type { OptionDirection } from '../model/result';
import { ArrowDownIcon, ArrowUpIcon } from './options-icons';

/** Up and Down, each opening the ticket on its side, with the best payout on offer. */
export function DirectionButtons({
  bestRatio,
  onOpen,
}: {
  bestRatio: string | null;
  onOpen: (direction: OptionDirection) => void;
}) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  return (
    <div className="opt-directions">
      {(['up', 'down'] as const).map((side) => (
        <button
          key={side}
          type="button"
          className={`opt-direction opt-direction--${side}`}
          data-testid={`option-${side}`}
          onClick={() => onOpen(side)}
        >
          <span className="opt-direction__label">
            {side === 'up' ? <ArrowUpIcon /> : <ArrowDownIcon />}
            {t(`options.${side}`)}
          </span>
          <span className="opt-direction__hint">
            {bestRatio
              ? t('options.payoutUpTo', { percent: ratioNumber(bestRatio, locale) })
              : t(`options.${side}Hint`)}
          </span>
        </button>
      ))}
    </div>
  );
}
