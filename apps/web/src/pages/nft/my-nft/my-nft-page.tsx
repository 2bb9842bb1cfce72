import { useQuery } from '@tanstack/react-query';
import { formatDateTime, type NftOwnedView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import { DueOrders, NftPrice, nftQueries, ProvenanceList } from '../../../features/nft';
import { buildPath, navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import '../nft.css';

function OwnedWork({ work }: { work: NftOwnedView }) {
  const { t } = useTranslation();
  return (
    <li className="card nft-owned" data-testid="nft-owned-work">
      <Link to={buildPath(paths.nftArtworkDetail, { id: work.id })} className="nft-owned__head">
        <img className="nft-owned__image" src={work.media_url} alt="" />
        <span className="nft-owned__body">
          <span className="nft-work__title">{work.title}</span>
          <span className="nft-work__artist">{work.artist_name}</span>
          <span className="nft-owned__meta">
            {work.paid !== null ? (
              <>
                {t('nft.paid')} <NftPrice value={work.paid} currency={work.currency} />
                {' · '}
              </>
            ) : null}
            {formatDateTime(work.acquired_at)}
          </span>
        </span>
      </Link>
      <h3 className="nft-owned__provenance">{t('nft.provenance.title')}</h3>
      <ProvenanceList steps={work.provenance} />
    </li>
  );
}

/** My NFTs: the works the caller owns, each with what they paid and its provenance. */
export function MyNftPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const mine = useQuery(nftQueries.mine(user?.id ?? 0));
  return (
    <PageShell title={t('nft.myNfts')} className="nft-page">
      <DueOrders />
      {!mine.data ? (
        <QueryFallback query={mine} />
      ) : mine.data.length === 0 ? (
        <EmptyState
          title={t('nft.noneOwned')}
          description={t('nft.noneOwnedText')}
          action={
            <PrimaryButton inline onClick={() => navigation.push(paths.nft)}>
              {t('nft.browse')}
            </PrimaryButton>
          }
        />
      ) : (
        <ul className="nft-owned-list" data-testid="nft-mine">
          {mine.data.map((w) => (
            <OwnedWork key={w.id} work={w} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}
