import { quoteRules, type QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, formatRateText, Percent, useNumberLocale } from '../../../components/ui/amount';
import { DetailList } from '../../../components/ui/detail-list';
import { spreadOf } from '../../../features/market/model/platform-quote';
import { useLiveQuote } from '../../../features/spot/hooks/use-live-spot';

/**
 * The platform's quote, labelled for what it is: the prices it fills any amount at (the feed
 * price ± the pair's spread, live from `market_depth`), NOT an order book. Until the first event
 * the same rule on the last feed price. No depth: our feeds publish none (PRODUCT-RULES.md §0).
 */
export function PairQuote({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const { depth } = useLiveQuote(row.symbol);
  const quote =
    depth ??
    (row.now_price === null
      ? null
      : {
          feed_price: row.now_price,
          ...quoteRules.platformQuote(row.now_price, row.spread, row.price_precision),
        });
  const spread = quote ? spreadOf(quote.bid, quote.ask) : null;
  const price = (value: string | undefined) => (
    <Amount value={value} precision={row.price_precision} grouped />
  );
  return (
    <section className="pair-panel" aria-labelledby="pair-quote-title" data-testid="pair-quote">
      <h2 className="pair-panel__title" id="pair-quote-title">
        {t('pair.quote.title')}
      </h2>
      <p className="pair-panel__note">
        {t('pair.quote.note', { spread: formatRateText(row.spread, locale) })}
      </p>
      {quote ? (
        <DetailList
          className="pair-facts"
          rowClassName="pair-facts__row"
          rowData="quote"
          rows={[
            {
              key: 'ask',
              label: t('pair.quote.ask'),
              value: price(quote.ask),
              // Asks red and bids green, as on every exchange's book (and the spot ladder).
              valueClassName: 'pair-facts__down',
            },
            {
              key: 'bid',
              label: t('pair.quote.bid'),
              value: price(quote.bid),
              valueClassName: 'pair-facts__up',
            },
            { key: 'feed', label: t('pair.quote.feed'), value: price(quote.feed_price) },
            {
              key: 'spread',
              label: t('pair.spread'),
              value: (
                <>
                  {price(spread?.absolute)} (
                  <Percent value={spread?.percent} signed={false} />)
                </>
              ),
            },
          ]}
        />
      ) : (
        <p className="pair-panel__waiting">{t('pair.quote.waiting')}</p>
      )}
    </section>
  );
}
