import { formatDateTime, type NftProvenanceView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { NftPrice } from './nft-price';

/** A work's ownership, step by step: minted to the platform, then each purchase. */
export function ProvenanceList({ steps }: { steps: NftProvenanceView[] }) {
  const { t } = useTranslation();
  return (
    <ol className="nft-provenance" data-testid="nft-provenance">
      {steps.map((step, i) => (
        <li key={i} className="nft-provenance__step" data-kind={step.kind}>
          <span className="nft-provenance__what">
            {step.kind === 'mint'
              ? t('nft.provenance.mint')
              : t('nft.provenance.buy', { owner: step.owner ?? '' })}
          </span>
          {step.price !== null ? <NftPrice value={step.price} currency={step.currency} /> : null}
          <time className="nft-provenance__at" dateTime={new Date(step.at).toISOString()}>
            {formatDateTime(step.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
