import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NftWorkDetailView } from '@meridian/contract';
import { formatDateTime } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { LineList } from '../../../components/ui/detail-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import {
  AuctionPanel,
  availabilityNow,
  BuyButton,
  NftPrice,
  nftQueries,
  ProvenanceList,
  useCollect,
  WorkState,
} from '../../../features/nft';
import { buildPath, navigation } from '../../../lib/navigation';
import { idParam } from '../../../lib/search-params';
import { useNow } from '../../../lib/use-now';
import { useSession } from '../../../lib/session';
import '../nft.css';

/** Favour or stop: a named toggle, 44 px, with the real count beside it. */
function CollectButton({ work }: { work: NftWorkDetailView }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const collect = useCollect();
  return (
    <button
      type="button"
      className="nft-collect"
      aria-pressed={work.collected}
      data-testid="nft-collect"
      disabled={collect.isPending}
      onClick={() => {
        if (!user) return navigation.push(paths.login);
        collect.mutate({ id: work.id, collect: work.collected ? 0 : 1 });
      }}
    >
      <span aria-hidden="true">{work.collected ? '♥' : '♡'}</span>{' '}
      {t(work.collected ? 'nft.collected' : 'nft.collect')} · {work.fans}
    </button>
  );
}

function Detail({ work, readAt }: { work: NftWorkDetailView; readAt: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const now = useNow(true, 1000);
  const available = availabilityNow(work, now, readAt);
  const mode = ({ 1: 'fixed', 2: 'auction', 3: 'blindBox' } as const)[work.sale_mode];
  return (
    <>
      <figure className="card nft-media">
        <img className="nft-media__image" src={work.media_url} alt={work.title} />
      </figure>
      <section className="card nft-detail" aria-labelledby="nft-work-title">
        <div className="nft-detail__head">
          <h2 id="nft-work-title" className="nft-detail__title" data-testid="nft-work-title">
            {work.title}
          </h2>
          <WorkState work={work} readAt={readAt} />
        </div>
        <p className="nft-detail__price" data-testid="nft-price">
          <NftPrice value={work.price} currency={work.currency} />
        </p>
        <LineList
          prefix="nft-lines"
          testId="nft-lines"
          rows={[
            {
              key: 'creator',
              label: t('nft.creator'),
              value: (
                <Link to={buildPath(paths.nftArtistDetail, { uid: work.artist_uid })}>
                  {work.artist_name}
                </Link>
              ),
            },
            { key: 'collection', label: t('nft.collection'), value: work.collection_name },
            { key: 'rarity', label: t('nft.rarityLabel'), value: t(`nft.rarity.${work.rarity}`) },
            { key: 'mode', label: t('nft.saleMode'), value: t(`nft.mode.${mode}`) },
            { key: 'start', label: t('nft.start'), value: formatDateTime(work.start_time) },
            { key: 'end', label: t('nft.end'), value: formatDateTime(work.end_time) },
            {
              key: 'owner',
              label: t('nft.owner'),
              value: work.mine ? t('nft.ownerYou') : (work.owner ?? t('nft.ownerPlatform')),
            },
          ]}
        />
        <CollectButton work={work} />
        {work.description ? <p className="nft-detail__text">{work.description}</p> : null}
      </section>
      {work.sale_mode === 2 ? <AuctionPanel work={work} available={available} /> : null}
      <section className="card nft-detail" aria-labelledby="nft-provenance-title">
        <h2 id="nft-provenance-title" className="nft-section__title">
          {t('nft.provenance.title')}
        </h2>
        <ProvenanceList steps={work.provenance} />
      </section>
      <div className="nft-actions">
        {work.mine ? (
          <p className="notice" data-testid="nft-owned">
            {t('nft.youOwn')}
          </p>
        ) : null}
        <BuyButton
          work={work}
          available={available}
          onBought={() => void queryClient.invalidateQueries({ queryKey: nftQueries.all() })}
        />
      </div>
    </>
  );
}

/** A work: media, rarity, creator, price, availability, provenance and, at a fixed price, buy. */
export function ArtworkDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const { user } = useSession();
  const work = useQuery({ ...nftQueries.work(user?.id ?? 0, id ?? 0), enabled: id !== null });
  return (
    <PageShell title={t('nft.workTitle')} className="nft-page">
      {id === null ? (
        <EmptyState title={t('nft.notFound')} />
      ) : work.data ? (
        <Detail work={work.data} readAt={work.dataUpdatedAt} />
      ) : (
        <QueryFallback query={work} />
      )}
    </PageShell>
  );
}
