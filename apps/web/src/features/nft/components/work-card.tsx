import type { NftWorkView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { buildPath } from '../../../lib/navigation';
import { useNow } from '../../../lib/use-now';
import { availabilityNow, stateKey } from '../model/availability';
import { NftPrice } from './nft-price';

const STATE_TONE = { onSale: 'up', notStarted: 'gold', ended: 'flat', sold: 'flat' } as const;

/** A work's state as a tag: on sale, not started, ended or sold. */
export function WorkState({ work, readAt }: { work: NftWorkView; readAt: number }) {
  const { t } = useTranslation();
  // Re-read every few seconds: a sale's start or end turns the tag without a reload.
  const now = useNow(true, 5_000);
  const key = stateKey(work, availabilityNow(work, now, readAt));
  return (
    <span className={`status-tag status-tag--${STATE_TONE[key]} nft-state`} data-state={key}>
      {t(`nft.state.${key}`)}
    </span>
  );
}

/** A work in a grid: its image, title, artist, price and state; opens its detail. */
export function WorkCard({ work, readAt }: { work: NftWorkView; readAt: number }) {
  const { t } = useTranslation();
  return (
    <li className="nft-work">
      <Link
        to={buildPath(paths.nftArtworkDetail, { id: work.id })}
        className="nft-work__link"
        data-testid="nft-work"
      >
        <img className="nft-work__image" src={work.media_url} alt="" loading="lazy" />
        <span className={`nft-rarity nft-rarity--${work.rarity}`}>
          {t(`nft.rarity.${work.rarity}`)}
        </span>
        <span className="nft-work__body">
          <span className="nft-work__title">{work.title}</span>
          <span className="nft-work__artist">{work.artist_name}</span>
          <span className="nft-work__foot">
            <NftPrice className="nft-work__price" value={work.price} currency={work.currency} />
            <WorkState work={work} readAt={readAt} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Works as a two-column grid. */
export function WorkGrid({
  works,
  readAt,
  testId,
}: {
  works: NftWorkView[];
  readAt: number;
  testId?: string;
}) {
  return (
    <ul className="nft-grid" data-testid={testId}>
      {works.map((w) => (
        <WorkCard key={w.id} work={w} readAt={readAt} />
      ))}
    </ul>
  );
}
