import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { Avatar } from '../../../components/ui/avatar';
import { LineList } from '../../../components/ui/detail-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { nftQueries, WorkGrid } from '../../../features/nft';
import { idParam } from '../../../lib/search-params';
import { useSession } from '../../../lib/session';
import '../nft.css';

/** An artist: who they are, their real counts, their collections and works. */
export function ArtistDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uid = idParam(params.get('uid'));
  const { user } = useSession();
  const artist = useQuery({ ...nftQueries.artist(user?.id ?? 0, uid ?? 0), enabled: uid !== null });
  const a = artist.data;
  return (
    <PageShell title={a?.name ?? t('nft.artist')} className="nft-page">
      {uid === null ? (
        <EmptyState title={t('nft.notFound')} />
      ) : a ? (
        <>
          <section className="card nft-detail nft-artist-head" aria-label={a.name}>
            <Avatar src={a.avatar_url} name={a.name} size={64} />
            {a.bio ? <p className="nft-detail__text">{a.bio}</p> : null}
            <LineList
              prefix="nft-lines"
              testId="nft-artist-counts"
              rows={[
                { key: 'works', label: t('nft.worksLabel'), value: a.works },
                { key: 'sold', label: t('nft.soldLabel'), value: a.sold },
                { key: 'fans', label: t('nft.fansLabel'), value: a.fans },
              ]}
            />
          </section>
          {a.collections.length > 0 ? (
            <section className="nft-section" aria-labelledby="nft-artist-collections">
              <h2 id="nft-artist-collections" className="nft-section__title">
                {t('nft.collections')}
              </h2>
              <ul className="nft-strip">
                {a.collections.map((c) => (
                  <li key={c.id} className="card nft-collection">
                    <span className="nft-collection__name">{c.name}</span>
                    <span className="nft-collection__meta">
                      {t('nft.worksCount', { count: c.works })}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="nft-section" aria-labelledby="nft-artist-works">
            <h2 id="nft-artist-works" className="nft-section__title">
              {t('nft.works')}
            </h2>
            {a.list.length > 0 ? (
              <WorkGrid works={a.list} readAt={artist.dataUpdatedAt} />
            ) : (
              <EmptyState compact title={t('nft.noWorks')} />
            )}
          </section>
        </>
      ) : (
        <QueryFallback query={artist} />
      )}
    </PageShell>
  );
}
