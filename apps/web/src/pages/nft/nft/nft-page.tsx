import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { nftRules, type NftSaleMode } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { paths } from '../../../config/paths';
import { nftQueries, WorkGrid } from '../../../features/nft';
import { buildPath } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import '../nft.css';

const MODES = nftRules.NFT_SALE_MODES;
const MODE_KEYS = { 1: 'fixed', 2: 'auction', 3: 'blindBox' } as const;

/** The collections as a strip of cards, each opening its artist's page. */
function Collections() {
  const { t } = useTranslation();
  const collections = useQuery(nftQueries.collections());
  if (!collections.data?.length) return null;
  return (
    <section className="nft-section" aria-labelledby="nft-collections">
      <h2 id="nft-collections" className="nft-section__title">
        {t('nft.collections')}
      </h2>
      <ul className="nft-strip" data-testid="nft-collections">
        {collections.data.map((c) => (
          <li key={c.id} className="card nft-collection">
            <Link to={buildPath(paths.nftArtistDetail, { uid: c.artist_uid })}>
              <span className="nft-collection__name">{c.name}</span>
              <span className="nft-collection__meta">
                {t('nft.byArtist', { name: c.artist_name })} ·{' '}
                {t('nft.worksCount', { count: c.works })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The artists with their real counts (works, sold, fans). */
function Artists() {
  const { t } = useTranslation();
  const artists = useQuery(nftQueries.artists());
  if (!artists.data?.length) return null;
  return (
    <section className="nft-section" aria-labelledby="nft-artists">
      <h2 id="nft-artists" className="nft-section__title">
        {t('nft.artists')}
      </h2>
      <ul className="nft-strip" data-testid="nft-artists">
        {artists.data.map((a) => (
          <li key={a.uid} className="card nft-artist">
            <Link to={buildPath(paths.nftArtistDetail, { uid: a.uid })}>
              <Avatar src={a.avatar_url} name={a.name} size={44} />
              <span className="nft-artist__name">{a.name}</span>
              <span className="nft-artist__meta">
                {t('nft.soldCount', { count: a.sold })} · {t('nft.fansCount', { count: a.fans })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Works of one sale mode. */
function Works({ owner, mode }: { owner: number; mode: NftSaleMode }) {
  const { t } = useTranslation();
  const works = useQuery(nftQueries.works(owner, mode));
  if (!works.data) return <QueryFallback query={works} />;
  if (works.data.data.length === 0)
    return <EmptyState compact title={t('nft.noWorks')} description={t('nft.noWorksText')} />;
  return <WorkGrid works={works.data.data} readAt={works.dataUpdatedAt} testId="nft-works" />;
}

/**
 * The NFT market home (issue #18): collections, artists and the works by sale mode. Ownership is
 * custodial: it lives on this platform, each work with its provenance.
 */
export function NftPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const owner = user?.id ?? 0;
  const [mode, setMode] = useState<NftSaleMode>(MODES.fixed);
  const modes = [MODES.fixed, MODES.auction, MODES.blindBox] as const;
  return (
    <PageShell
      title={t('nft.title')}
      className="nft-page"
      right={
        <Link to={paths.nftMyNft} className="nft-mine-link" data-testid="nft-mine-link">
          {t('nft.myNfts')}
        </Link>
      }
    >
      <p className="notice nft-custody">{t('nft.custody')}</p>
      <Collections />
      <Artists />
      <section className="nft-section" aria-labelledby="nft-works-title">
        <h2 id="nft-works-title" className="nft-section__title">
          {t('nft.works')}
        </h2>
        <SegmentedTabs
          ariaLabel={t('nft.saleMode')}
          options={modes.map((m) => ({ value: String(m), label: t(`nft.mode.${MODE_KEYS[m]}`) }))}
          value={String(mode)}
          onChange={(v) => setMode(Number(v) as NftSaleMode)}
        />
        <Works owner={owner} mode={mode} />
      </section>
    </PageShell>
  );
}
