import { pad2 } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, formatRateText, useNumberLocale } from '../../../components/ui/amount';
import type { RecentPrice } from '../model/quote-ladder';
import type { FillQuote } from '../model/spot-form';
import './spot.css';

interface QuoteLadderProps {
  /** The platform's quote (`market_depth`, or derived from the feed price until it arrives). */
  quote: FillQuote | null;
  feedPrice: string | null;
  spread: string;
  pricePrecision: number;
  recent: readonly RecentPrice[];
}

function clock(time: number): string {
  const d = new Date(time);
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}

/**
 * The quote ladder, labelled for what it is: the platform's own quote, NOT an order book. The
 * platform sells any amount at the ask and buys at the bid, both the feed price plus or minus the
 * pair's spread (PRODUCT-RULES.md §4); below it the feed prices seen recently.
 */
export function QuoteLadder({
  quote,
  feedPrice,
  spread,
  pricePrecision,
  recent,
}: QuoteLadderProps) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const spreadText = formatRateText(spread, locale);
  return (
    <section className="spot-ladder" aria-labelledby="spot-ladder-title" data-testid="quote-ladder">
      <h2 className="spot-ladder__title" id="spot-ladder-title">
        {t('spot.ladder.title')}
      </h2>
      <p className="spot-ladder__note">{t('spot.ladder.note', { spread: spreadText })}</p>

      <div className="spot-ladder__row spot-ladder__row--ask" data-testid="ladder-ask">
        <span className="spot-ladder__label">{t('spot.ladder.ask')}</span>
        <Amount value={quote?.ask} precision={pricePrecision} />
      </div>
      <div className="spot-ladder__feed">
        <span className="spot-ladder__label">{t('spot.ladder.feed')}</span>
        <Amount value={feedPrice} precision={pricePrecision} />
      </div>
      <div className="spot-ladder__row spot-ladder__row--bid" data-testid="ladder-bid">
        <span className="spot-ladder__label">{t('spot.ladder.bid')}</span>
        <Amount value={quote?.bid} precision={pricePrecision} />
      </div>

      <h3 className="spot-ladder__subtitle">{t('spot.ladder.recent')}</h3>
      {recent.length === 0 ? (
        <p className="spot-ladder__waiting">{t('spot.ladder.waiting')}</p>
      ) : (
        <ol className="spot-ladder__recent">
          {recent.map((tick) => (
            <li
              key={tick.time}
              className={`spot-ladder__tick spot-ladder__tick--${tick.direction}`}
            >
              <Amount value={tick.price} precision={pricePrecision} />
              <time dateTime={new Date(tick.time).toISOString()}>{clock(tick.time)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
