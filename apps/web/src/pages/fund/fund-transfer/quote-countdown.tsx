import { useTranslation } from 'react-i18next';

import { lineIcon } from '../../../components/ui/line-icon';
import './convert.css';

const RefreshIcon = lineIcon(<path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4h-4" />);

/**
 * How long the quote on screen is held, counted down in whole seconds, and a button that asks for
 * a new one; once it lapses it says so instead of the figures silently changing.
 */
export function QuoteCountdown({
  live,
  seconds,
  fetching,
  onRefresh,
}: {
  live: boolean;
  seconds: number;
  fetching: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const state = fetching ? 'fetching' : live ? 'live' : 'expired';
  return (
    <div className={`convert-hold convert-hold--${state}`} data-testid="quote-countdown">
      <span className="convert-hold__text" role="timer">
        {state === 'fetching'
          ? t('fund.convert.quoteFetching')
          : state === 'live'
            ? t('fund.convert.quoteHeld', { seconds })
            : t('fund.convert.quoteExpired')}
      </span>
      <button
        type="button"
        className="convert-hold__refresh"
        onClick={onRefresh}
        disabled={fetching}
        data-testid="quote-refresh"
      >
        <RefreshIcon />
        {t('fund.convert.refreshQuote')}
      </button>
    </div>
  );
}
