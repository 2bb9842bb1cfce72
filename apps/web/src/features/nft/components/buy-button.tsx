import type { NftWorkDetailView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { useNumberLocale } from '../../../components/ui/amount';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { confirmDialog } from '../../../lib/dialog';
import { showSuccess } from '../../../lib/toast';
import { useBuyNft } from '../api/nft-queries';
import { nftPriceText } from './nft-price';

interface BuyButtonProps {
  work: NftWorkDetailView;
  /** The availability code now (SPEC.md §4): only 1 may buy. */
  available: 0 | 1 | 2;
  onBought: () => void;
}

/**
 * Buy at the fixed price: the confirmation repeats the price, the coin and the account it is
 * paid from; the price sent is the one shown, so a changed price is refused, not charged.
 */
export function BuyButton({ work, available, onBought }: BuyButtonProps) {
  const { t } = useTranslation();
  const buy = useBuyNft();
  const locale = useNumberLocale();
  if (work.sale_mode !== 1 || work.mine) return null;

  async function submit() {
    const confirmed = await confirmDialog({
      title: t('nft.confirmTitle'),
      content: t('nft.confirmText', {
        title: work.title,
        price: nftPriceText(work.price, locale),
        coin: work.currency,
      }),
      confirmText: t('nft.confirm'),
      cancelText: t('nft.cancel'),
    });
    if (!confirmed) return;
    buy.mutate(
      { id: work.id, price: work.price },
      {
        onSuccess: () => {
          showSuccess(t('nft.bought'));
          onBought();
        },
      },
    );
  }

  return (
    <PrimaryButton
      data-testid="nft-buy"
      disabled={available !== 1}
      loading={buy.isPending}
      onClick={() => void submit()}
    >
      {available === 1
        ? t('nft.buyNow')
        : t(available === 2 ? 'nft.state.notStarted' : 'nft.unavailable')}
    </PrimaryButton>
  );
}
