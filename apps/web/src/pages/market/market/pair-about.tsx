import { useQuery } from '@tanstack/react-query';
import type { QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { DetailList } from '../../../components/ui/detail-list';
import { marketQueries } from '../../../features/market/api/market-queries';
import { ChangeBadge } from '../../../features/market/components/quote-list';

/**
 * The pair's 24 h figures from the feed, then what the platform knows of the asset: its name,
 * market and networks, from the listed currencies. No descriptive prose: the platform keeps
 * none, and none is made up.
 */
export function PairAbout({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const currencies = useQuery(marketQueries.currencies());
  const asset = currencies.data?.find((c) => c.id === row.currency_id);
  const price = (value: string | null) => (
    <Amount value={value} precision={row.price_precision} grouped />
  );
  return (
    <section className="pair-panel" aria-labelledby="pair-stats-title" data-testid="pair-about">
      <h2 className="pair-panel__title" id="pair-stats-title">
        {t('pair.about.stats')}
      </h2>
      <DetailList
        className="pair-facts"
        rowClassName="pair-facts__row"
        rowData="stat"
        rows={[
          { key: 'high', label: t('market.high'), value: price(row.high) },
          { key: 'low', label: t('market.low'), value: price(row.low) },
          {
            key: 'volume',
            label: t('pair.about.volume', { coin: row.currency_name }),
            value: <Amount value={row.volume} compact />,
          },
          { key: 'change', label: t('market.change'), value: <ChangeBadge change={row.change} /> },
          {
            key: 'source',
            label: t('pair.about.source'),
            value: row.feed.simulated ? t('pair.about.simulatedFeed') : row.feed.name,
          },
        ]}
      />
      {asset ? (
        <>
          <h2 className="pair-panel__title">{t('pair.about.asset', { coin: asset.name })}</h2>
          <DetailList
            className="pair-facts"
            rowClassName="pair-facts__row"
            rowData="asset"
            rows={[
              { key: 'name', label: t('pair.about.name'), value: asset.full_name },
              {
                key: 'market',
                label: t('pair.about.market'),
                value: row.category === 'stock' ? t('market.stocks') : t('market.crypto'),
              },
              asset.networks.length > 0 && {
                key: 'networks',
                label: t('pair.about.networks'),
                value: asset.networks.join(', '),
              },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
