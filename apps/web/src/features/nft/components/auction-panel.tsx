import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, nftRules, type NftWorkDetailView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { useNumberLocale } from '../../../components/ui/amount';
import { LineList } from '../../../components/ui/detail-list';
import { FormField, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { confirmDialog } from '../../../lib/dialog';
import { navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { nftQueries, useBid, useMargin } from '../api/nft-queries';
import { timeLeft } from '../model/time-left';
import { NftPrice, nftPriceText } from './nft-price';

interface AuctionPanelProps {
  work: NftWorkDetailView;
  /** The availability code now (SPEC.md §4): only 1 takes deposits and bids. */
  available: 0 | 1 | 2;
}

/** The auction's terms and state: starting price, increment, deposit, highest bid, time left. */
function AuctionTerms({ work }: { work: NftWorkDetailView }) {
  const { t } = useTranslation();
  const now = useNow(true, 1000);
  const coin = work.currency;
  return (
    <LineList
      prefix="nft-lines"
      testId="nft-auction-lines"
      rows={[
        {
          key: 'start',
          label: t('nft.auction.startPrice'),
          value: <NftPrice value={work.price} currency={coin} />,
        },
        {
          key: 'increment',
          label: t('nft.auction.increment'),
          value: <NftPrice value={work.bid_increment ?? '0'} currency={coin} />,
        },
        {
          key: 'deposit',
          label: t('nft.auction.deposit'),
          value: <NftPrice value={work.deposit ?? '0'} currency={coin} />,
        },
        {
          key: 'current',
          label: t('nft.auction.current'),
          value: work.current_bid ? (
            <NftPrice value={work.current_bid} currency={coin} />
          ) : (
            t('nft.auction.noBids')
          ),
        },
        {
          key: 'endsIn',
          label: now < work.start_time ? t('nft.auction.startsIn') : t('nft.auction.endsIn'),
          value: timeLeft(now < work.start_time ? work.start_time : work.end_time, now),
        },
      ]}
    />
  );
}

/** Lock the deposit: the confirmation says when it returns and when it is forfeited. */
function MarginButton({ work }: { work: NftWorkDetailView }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const margin = useMargin();
  async function submit() {
    const amount = nftPriceText(work.deposit ?? '0', locale);
    const confirmed = await confirmDialog({
      title: t('nft.auction.marginTitle'),
      content: t('nft.auction.marginText', { amount, coin: work.currency }),
      confirmText: t('nft.auction.marginConfirm'),
      cancelText: t('nft.cancel'),
    });
    if (!confirmed) return;
    margin.mutate({ id: work.id }, { onSuccess: () => showSuccess(t('nft.auction.marginDone')) });
  }
  return (
    <PrimaryButton
      data-testid="nft-margin"
      loading={margin.isPending}
      onClick={() => void submit()}
    >
      {t('nft.auction.lockDeposit', {
        amount: nftPriceText(work.deposit ?? '0', locale),
        coin: work.currency,
      })}
    </PrimaryButton>
  );
}

/** A bid of at least the least next bid, confirmed with its amount. */
function BidForm({ work }: { work: NftWorkDetailView }) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const bid = useBid();
  const least = work.min_next_bid ?? work.price;
  const [price, setPrice] = useState('');
  const value = price.trim() === '' ? least : price.trim();
  const tooLow =
    !/^\d+(\.\d+)?$/.test(value) ||
    !nftRules.bidAccepted(value, work.current_bid, work.price, work.bid_increment ?? '0');
  async function submit() {
    if (tooLow) return;
    const confirmed = await confirmDialog({
      title: t('nft.auction.bidTitle'),
      content: t('nft.auction.bidText', {
        price: nftPriceText(value, locale),
        coin: work.currency,
      }),
      confirmText: t('nft.auction.bidConfirm'),
      cancelText: t('nft.cancel'),
    });
    if (!confirmed) return;
    bid.mutate(
      { code: work.id, price: value },
      {
        onSuccess: () => {
          showSuccess(t('nft.auction.bidDone'));
          setPrice('');
        },
      },
    );
  }
  return (
    <div className="nft-bid">
      <FormField
        id="nft-bid-price"
        label={t('nft.auction.yourBid', { coin: work.currency })}
        hint={t('nft.auction.leastBid', {
          price: nftPriceText(least, locale),
          coin: work.currency,
        })}
      >
        <TextInput
          id="nft-bid-price"
          inputMode="decimal"
          clearable={false}
          value={price}
          onChange={setPrice}
          placeholder={least}
          aria-invalid={(price !== '' && tooLow) || undefined}
        />
      </FormField>
      <PrimaryButton
        data-testid="nft-bid"
        disabled={tooLow}
        loading={bid.isPending}
        onClick={() => void submit()}
      >
        {t('nft.auction.placeBid')}
      </PrimaryButton>
    </div>
  );
}

/** The public bid records, newest first, bidders masked. */
function BidRecords({ work }: { work: NftWorkDetailView }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const bids = useQuery(nftQueries.bids(user?.id ?? 0, work.id));
  if (!bids.data?.length) return null;
  return (
    <>
      <h3 className="nft-owned__provenance">{t('nft.auction.records')}</h3>
      <ol className="nft-bids" data-testid="nft-bids">
        {bids.data.map((b) => (
          <li key={b.id} className="nft-bids__row">
            <span>{b.mine ? t('nft.ownerYou') : b.bidder}</span>
            <NftPrice value={b.price} currency={b.currency} />
            <time className="nft-provenance__at" dateTime={new Date(b.at).toISOString()}>
              {formatDateTime(b.at)}
            </time>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * An auction (PRODUCT-RULES.md §9): its terms and countdown, then lock the deposit once, then
 * bid; the rules are stated before any money moves; the bids are public.
 */
export function AuctionPanel({ work, available }: AuctionPanelProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <section
      className="card nft-detail"
      aria-labelledby="nft-auction-title"
      data-testid="nft-auction"
    >
      <h2 id="nft-auction-title" className="nft-section__title">
        {t('nft.auction.title')}
      </h2>
      <AuctionTerms work={work} />
      <p className="nft-detail__text">{t('nft.auction.rules')}</p>
      {available !== 1 ? null : !user ? (
        <PrimaryButton onClick={() => navigation.push(paths.login)}>
          {t('nft.auction.logIn')}
        </PrimaryButton>
      ) : work.margin === 'locked' ? (
        <BidForm work={work} />
      ) : (
        <MarginButton work={work} />
      )}
      <BidRecords work={work} />
    </section>
  );
}
